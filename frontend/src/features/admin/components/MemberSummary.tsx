import { Descriptions } from 'antd';
import { easternDate } from '../../../lib/eastern-time';
import { creditLine } from '../../../lib/fee-credit';
import { formatUsd } from '../../../lib/money';
import { paymentTakenLine } from '../../../lib/payment-taken';
import styles from '../admin.module.css';
import { useMemberSummary } from '../api/get-member-summary';
import { formatDate, sessionsCount } from '../lib/admin-format';
import { ComplimentaryMemberships } from './ComplimentaryMemberships';
import { MemberFeeLines } from './MemberFeeLines';
import { MembershipPauses } from './MembershipPauses';

/**
 * The member's attendance and fees (each settled by hand here), their pauses while away (paused or
 * resumed here) and their complimentary memberships.
 */
export function MemberSummary({ userId }: { userId: string }) {
  const summary = useMemberSummary(userId);
  if (summary.isPending) return <p role="status">Loading attendance and fees...</p>;
  if (summary.isError) {
    return (
      <p role="alert" className={styles.adminError}>
        Could not load the attendance and fees.
      </p>
    );
  }
  const { attendance, fees, complimentaryGrants, membershipKind, pausedUntil, pauses } = summary.data;
  const paid = fees.items.filter((fee) => fee.paid).reduce((sum, fee) => sum + fee.amount, 0);
  return (
    <>
      <Descriptions title="Attendance" column={1} size="small" bordered>
        <Descriptions.Item label="Attended">{sessionsCount(attendance.attended)}</Descriptions.Item>
        <Descriptions.Item label="Attended in the last 30 days">
          {sessionsCount(attendance.attendedLast30Days)}
        </Descriptions.Item>
        <Descriptions.Item label="Last attended">
          {formatDate(attendance.lastAttended, 'Never')}
        </Descriptions.Item>
        <Descriptions.Item label="No-shows">{attendance.noShows}</Descriptions.Item>
        <Descriptions.Item label="Late cancellations">{attendance.lateCancellations}</Descriptions.Item>
        <Descriptions.Item label="Upcoming">{sessionsCount(attendance.upcoming)}</Descriptions.Item>
      </Descriptions>
      <Descriptions title="Fees" column={1} size="small" bordered>
        <Descriptions.Item label="All fees">{formatUsd(fees.total)}</Descriptions.Item>
        <Descriptions.Item label="Paid">{formatUsd(paid)}</Descriptions.Item>
        {fees.credit > 0 && (
          <Descriptions.Item label="Credit">
            <span data-testid="member-fees-credit">{formatUsd(fees.credit)}</span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Owed">
          <span data-testid="member-fees-owed">{formatUsd(fees.outstanding)}</span>
        </Descriptions.Item>
      </Descriptions>
      {fees.credits.length > 0 && (
        <ul className={styles.adminFeeLines} aria-label="Credit">
          {fees.credits.map((credit) => {
            const line = creditLine(credit);
            return (
              <li
                key={`${credit.at}-${credit.amount}`}
                className={styles.adminFeeLine}
                data-testid="member-fee-credit"
              >
                <span className={styles.adminFeeWhat}>{line.text}</span>
                <span>{line.date}</span>
              </li>
            );
          })}
        </ul>
      )}
      {fees.paymentsTaken.length > 0 && (
        <ul className={styles.adminFeeLines} aria-label="Payments taken">
          {fees.paymentsTaken.map((payment) => {
            const line = paymentTakenLine(payment);
            return (
              <li key={payment.paymentId} className={styles.adminFeeLine} data-testid="member-payment-taken">
                <span className={styles.adminFeeWhat}>Payment taken: {line.text}</span>
                <span>{line.date}</span>
              </li>
            );
          })}
        </ul>
      )}
      <MemberFeeLines userId={userId} fees={fees.items} />
      <MembershipPauses userId={userId} kind={membershipKind} pausedUntil={pausedUntil} pauses={pauses} />
      <ComplimentaryMemberships
        userId={userId}
        grants={complimentaryGrants}
        today={easternDate(new Date())}
      />
    </>
  );
}
