import { Descriptions } from 'antd';
import styles from '../admin.module.css';
import { useMemberSummary } from '../api/get-member-summary';
import { formatDate, sessionsCount } from '../lib/admin-format';

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The member's attendance and fees, beside the profile in the user dialog. */
export function MemberSummary({ userId }: { userId: string }) {
  const summary = useMemberSummary(userId);
  if (summary.isPending) return <p>Loading attendance and fees...</p>;
  if (summary.isError) {
    return (
      <p role="alert" className={styles.adminError}>
        Could not load the attendance and fees.
      </p>
    );
  }
  const { attendance, fees, complimentaryGrants } = summary.data;
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
        <Descriptions.Item label="All fees">{DOLLARS.format(fees.total)}</Descriptions.Item>
        <Descriptions.Item label="Paid">{DOLLARS.format(paid)}</Descriptions.Item>
        <Descriptions.Item label="Owed">{DOLLARS.format(fees.outstanding)}</Descriptions.Item>
        {complimentaryGrants.map((grant) => (
          <Descriptions.Item key={grant.grantId} label="Complimentary membership">
            {formatDate(grant.from)} to {formatDate(grant.endedOn ?? grant.until)}: {grant.reason}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </>
  );
}
