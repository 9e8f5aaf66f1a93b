import type { FeePaymentTaken } from '@sadhana/rules/api';
import { easternDate, formatMediumDate } from './eastern-time';
import { formatUsd } from './money';

const TAKEN_BY: Record<string, string> = {
  cash: 'in cash',
  card: 'by card in person',
  check: 'by check',
  'bank-transfer': 'by bank transfer',
  other: '',
};

/**
 * A payment the studio took, as the member's fees and the admin's dialog both say it: "$510.00 in cash:
 * paid 14 fees, nothing left owed", and its date on the studio's calendar.
 */
export function paymentTakenLine(payment: FeePaymentTaken): { text: string; date: string } {
  const how = TAKEN_BY[payment.method] ?? '';
  const fees = payment.feesSettled;
  const paid = fees === 0 ? 'kept toward the next fee' : `paid ${fees} ${fees === 1 ? 'fee' : 'fees'}`;
  const left = payment.owedAfter > 0 ? `${formatUsd(payment.owedAfter)} still owed` : 'nothing left owed';
  return {
    text: `${formatUsd(payment.amount)}${how ? ` ${how}` : ''}: ${paid}, ${left}`,
    date: formatMediumDate(easternDate(new Date(payment.at))),
  };
}
