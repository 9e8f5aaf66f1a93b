import type { FeeCredit } from '@sadhana/rules/api';
import { easternDate, formatMediumDate } from './eastern-time';
import { formatUsd } from './money';

/**
 * One credit as the member's fees and the admin's member fees both say it: "Credit $50.00 — paid
 * twice for the same fees", and the studio's date of the payment that left it.
 */
export function creditLine(credit: FeeCredit): { text: string; date: string } {
  const why = credit.description.charAt(0).toLowerCase() + credit.description.slice(1);
  return {
    text: `Credit ${formatUsd(credit.amount)} — ${why}`,
    date: formatMediumDate(easternDate(new Date(credit.at))),
  };
}
