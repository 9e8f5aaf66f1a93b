import { dollars, FEE_SETTLEMENT_LABELS, MISSED_SESSION_FEE } from '@sadhana/rules/fees';
import type { ReactNode } from 'react';
import { formatMediumDate } from '../../../lib/eastern-time';
import { creditLine } from '../../../lib/fee-credit';
import { formatUsd } from '../../../lib/money';
import { paymentTakenLine } from '../../../lib/payment-taken';
import { type FeeItem, type FeeKind, useFees } from '../api/get-fees';
import styles from './FeesLedgerCard.module.css';
import { EmptyLine, ErrorLine, LoadingLine } from './QueryState';
import { sessionAnchor } from './SessionList';
import screen from './screen.module.css';

const KIND_LABELS: Record<FeeKind, string> = {
  'drop-in': 'Drop-in',
  'no-show': 'No-show',
  'late-cancellation': 'Late cancellation',
};

/** "Unpaid", "Paid in cash", or a part paid: "$30.00 of $50.00 paid". */
function feeStatus(item: FeeItem): string {
  if (item.settlement) return FEE_SETTLEMENT_LABELS[item.settlement];
  if (item.creditApplied && item.creditApplied < item.amount) {
    return `${formatUsd(item.creditApplied)} of ${formatUsd(item.amount)} paid`;
  }
  return item.creditApplied ? 'Covered by your credit' : 'Unpaid';
}

/** What the ledger hands the payment of its outstanding fees (`payFees`, from the membership feature). */
export interface OutstandingFees {
  outstanding: number;
  /** The ledger's own refetch, answering the new outstanding total. */
  refetchOutstanding: () => Promise<number | undefined>;
}

/** One line of the table's foot: its label under Session and Fee, its amount under Amount. */
function TotalRow({ label, testId, amount }: { label: string; testId: string; amount: string }) {
  return (
    <tr>
      <th scope="row" colSpan={2}>
        {label}
      </th>
      <td className={styles.feesAmount} data-testid={testId}>
        {amount}
      </td>
      <td />
    </tr>
  );
}

/**
 * The fees computed from the user's attendance, made visible with their total; `payFees` renders the
 * payment of what is outstanding (the page passes it: app/routes/DashboardPage.tsx).
 */
export function FeesLedgerCard({ payFees }: { payFees: (fees: OutstandingFees) => ReactNode }) {
  const fees = useFees();
  return (
    <section className={screen.dashPanel} aria-labelledby="fees-title" data-testid="fees-ledger">
      <h2 id="fees-title">Your Fees</h2>
      <p className={`muted ${screen.panelLead}`}>
        Drop-in fees for sessions attended without a membership, and {dollars(MISSED_SESSION_FEE)} policy
        fees.
      </p>
      {fees.isPending ? (
        <LoadingLine>Loading your fees...</LoadingLine>
      ) : fees.isError ? (
        <ErrorLine onRetry={() => void fees.refetch()}>We could not load your fees.</ErrorLine>
      ) : fees.data.items.length === 0 ? (
        <EmptyLine>No fees — thank you for practising with us.</EmptyLine>
      ) : (
        <table className={styles.feesTable}>
          <caption className="visually-hidden">Fees</caption>
          <thead className={styles.feesHead}>
            <tr>
              <th scope="col">Session</th>
              <th scope="col">Fee</th>
              <th scope="col" className={styles.feesAmount}>
                Amount
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {fees.data.items.map((item) => (
              <tr
                key={`${item.sessionDate}-${item.kind}`}
                data-testid={`fee-${item.sessionDate}-${item.kind}`}
              >
                <td>
                  {/* The session it is for, in the past schedule. */}
                  <a href={`#${sessionAnchor(item.sessionDate.slice(0, 10))}`} className={styles.feesDate}>
                    {formatMediumDate(item.sessionDate.slice(0, 10))}
                  </a>
                  <span className={styles.feesPractice}>{item.practiceName}</span>
                </td>
                <td>
                  <span className={styles.feesKind}>{KIND_LABELS[item.kind] ?? item.kind}</span>
                  {item.description && <span className={styles.feesDescription}>{item.description}</span>}
                </td>
                <td className={styles.feesAmount}>{formatUsd(item.amount)}</td>
                <td>
                  <span className={`${styles.feesStatus} ${item.paid ? styles.feesPaid : styles.feesUnpaid}`}>
                    {feeStatus(item)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <TotalRow label="Total" testId="fees-total" amount={formatUsd(fees.data.total)} />
            {fees.data.credit > 0 && (
              <TotalRow label="Credit" testId="fees-credit" amount={`−${formatUsd(fees.data.credit)}`} />
            )}
            <TotalRow
              label="Outstanding"
              testId="fees-outstanding"
              amount={formatUsd(fees.data.outstanding)}
            />
          </tfoot>
        </table>
      )}
      {fees.data && fees.data.credits.length > 0 && (
        <ul className={styles.feesCredits} aria-label="Credit">
          {fees.data.credits.map((credit) => {
            const line = creditLine(credit);
            return (
              <li key={`${credit.at}-${credit.amount}`} data-testid="fee-credit">
                {line.text} <span className={styles.feesCreditDate}>({line.date})</span>
              </li>
            );
          })}
        </ul>
      )}
      {fees.data && fees.data.paymentsTaken.length > 0 && (
        <ul className={styles.feesPayments} aria-label="Payments taken at the studio">
          {fees.data.paymentsTaken.map((payment) => {
            const line = paymentTakenLine(payment);
            return (
              <li key={payment.paymentId} data-testid="fee-payment-taken">
                Paid at the studio: {line.text} <span className={styles.feesCreditDate}>({line.date})</span>
              </li>
            );
          })}
        </ul>
      )}
      {fees.data &&
        fees.data.outstanding > 0 &&
        payFees({
          outstanding: fees.data.outstanding,
          refetchOutstanding: async () => (await fees.refetch()).data?.outstanding,
        })}
    </section>
  );
}
