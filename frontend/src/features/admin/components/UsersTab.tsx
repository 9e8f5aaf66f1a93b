import type { AdminUserRow } from '@sadhana/rules/admin-workspace';
import styles from '../admin.module.css';
import { useUsersPage } from '../api/get-users-page';
import { fullName, sessionsCount, weekSchedule } from '../lib/admin-format';
import { useUsersQuery } from '../lib/use-users-query';
import { PagedUsersList, type UsersListView } from './PagedUsersList';
import { TakePaymentButton } from './take-payment/TakePaymentButton';
import { STANDING_COLUMNS, StandingTags } from './user-standing';

/**
 * Each user's membership and activity (two things, two columns), attendance and the days they are
 * registered for in their rolling window. Member since and last active are in the user's dialog: the
 * table fits a 1280 px screen without scrolling sideways.
 */
const ALL_USERS_VIEW: UsersListView = {
  columns: [
    ...STANDING_COLUMNS,
    {
      title: 'Attendance Count',
      key: 'attendance',
      width: 120,
      render: (_, user) => sessionsCount(user.attendanceCount),
    },
    {
      title: 'Current Week Schedule',
      key: 'week',
      width: 170,
      render: (_, user) => weekSchedule(user.practiceSchedule),
    },
  ],
  details: (user) => (
    <>
      <StandingTags user={user} />
      <span>{sessionsCount(user.attendanceCount)} attended</span>
      <span>Current week: {weekSchedule(user.practiceSchedule)}</span>
    </>
  ),
  actions: (user: AdminUserRow) =>
    user.deletedAt ? null : <TakePaymentButton userId={user.id} name={fullName(user)} size="small" />,
  actionsWidth: 220,
};

/** "All Users": searched, filtered, sorted and paged by the server. */
export function UsersTab({ onOpenUser }: { onOpenUser: (id: string) => void }) {
  const listQuery = useUsersQuery();
  const users = useUsersPage(listQuery.query);
  return (
    <section aria-labelledby="all-users-title">
      <div className={styles.adminToolbar}>
        <h2 id="all-users-title">All Users</h2>
      </div>
      <PagedUsersList listQuery={listQuery} users={users} onOpenUser={onOpenUser} view={ALL_USERS_VIEW} />
    </section>
  );
}
