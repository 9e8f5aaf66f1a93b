import type { AdminUserRow } from '@sadhana/rules/admin-workspace';
import type { ColumnsType } from 'antd/es/table';
import styles from '../admin.module.css';
import { membershipStanding } from '../lib/admin-format';
import { ActivityTag } from './ActivityTag';
import { MembershipTag } from './MembershipTag';

/** Membership and activity: two things, two columns of words, as both users lists show them. */
export const STANDING_COLUMNS: ColumnsType<AdminUserRow> = [
  {
    title: 'Membership',
    key: 'membership',
    width: 140,
    render: (_, user) => <MembershipTag standing={membershipStanding(user)} />,
  },
  {
    title: 'Activity',
    key: 'activity',
    width: 150,
    render: (_, user) => <ActivityTag activity={user.activityStatus} />,
  },
];

/** The same two, side by side on a phone's card. */
export function StandingTags({ user }: { user: AdminUserRow }) {
  return (
    <span className={styles.adminTags}>
      <MembershipTag standing={membershipStanding(user)} />
      <ActivityTag activity={user.activityStatus} />
    </span>
  );
}
