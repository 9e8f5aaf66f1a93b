import { dollars, MISSED_SESSION_FEE } from '@sadhana/rules/fees';
import type { ReactNode } from 'react';
import { formatMediumDate } from '../../../lib/eastern-time';
import { type FeeKind, useFees } from '../api/get-fees';
import { EmptyLine, ErrorLine, LoadingLine } from './QueryState';

const KIND_LABELS: Record<FeeKind, string> = {
  'drop-in': 'Drop-in',
  'no-show': 'No-show',
  'late-cancellation': 'Late cancellation',
};

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** What the ledger hands the payment of its outstanding fees (`payFees`, from the membership feature). */
export interface OutstandingFees {
  outstanding: number;
  /** The ledger's own refetch, answering the new outstanding total. */
  refetchOutstanding: () => Promise<number | undefined>;
}

/**
 * The fees computed from the user's attendance, made visible with their total; `payFees` renders the
 * payment of what is outstanding (the page passes it: app/routes/DashboardPage.tsx).
 */
export function FeesLedgerCard({ payFees }: { payFees: (fees: OutstandingFees) => ReactNode }) {
  const fees = useFees();
  return (
    <section className="dash-panel" aria-labelledby="fees-title" data-testid="fees-ledger">
      <h2 id="fees-title">Your Fees</h2>
      <p className="muted panel-lead">
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
        <table className="fees-table">
          <caption className="visually-hidden">Fees</caption>
          <thead>
            <tr>
              <th scope="col">Session</th>
              <th scope="col">Fee</th>
              <th scope="col" className="fees-amount">
                Amount
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {fees.data.items.map((item) => (
              <tr key={`${item.sessionDate}-${item.kind}`}>
                <td>
                  <span className="fees-date">{formatMediumDate(item.sessionDate.slice(0, 10))}</span>
                  <span className="fees-practice">{item.practiceName}</span>
                </td>
                <td>
                  <span className="fees-kind">{KIND_LABELS[item.kind] ?? item.kind}</span>
                  {item.description && <span className="fees-description">{item.description}</span>}
                </td>
                <td className="fees-amount">{USD.format(item.amount)}</td>
                <td>
                  <span className={item.paid ? 'fees-status fees-paid' : 'fees-status fees-unpaid'}>
                    {item.paid ? 'Paid' : 'Unpaid'}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td className="fees-amount" data-testid="fees-total">
                {USD.format(fees.data.total)}
              </td>
              <td />
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                Outstanding
              </th>
              <td className="fees-amount" data-testid="fees-outstanding">
                {USD.format(fees.data.outstanding)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
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
