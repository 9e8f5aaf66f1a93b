import type { AdminUserRow } from '@sadhana/rules/admin-workspace';
import { Tag } from 'antd';
import styles from '../admin.module.css';
import { useUsersPage } from '../api/get-users-page';
import { activityLabel, formatDate, sessionsCount, weekSchedule } from '../lib/admin-format';
import { useUsersQuery } from '../lib/use-users-query';
import { PagedUsersList, type UsersListView } from './PagedUsersList';

function ActivityTag({ user }: { user: AdminUserRow }) {
  return <Tag className={user.inactive ? undefined : styles.adminTagGreen}>{activityLabel(user)}</Tag>;
}

/** Each user's activity, attendance and week. */
const ALL_USERS_VIEW: UsersListView = {
  columns: [
    { title: 'Status', key: 'status', render: (_, user) => <ActivityTag user={user} /> },
    { title: 'Member Since', key: 'since', render: (_, user) => formatDate(user.membershipStartDate) },
    {
      title: 'Attendance Count',
      key: 'attendance',
      render: (_, user) => sessionsCount(user.attendanceCount),
    },
    { title: 'Current Week Schedule', key: 'week', render: (_, user) => weekSchedule(user.practiceSchedule) },
    { title: 'Last Active', key: 'last', render: (_, user) => formatDate(user.lastActiveDate, 'Never') },
  ],
  details: (user) => (
    <>
      <span>
        <ActivityTag user={user} /> {sessionsCount(user.attendanceCount)}
      </span>
      <span>Member since {formatDate(user.membershipStartDate)}</span>
      <span>This week: {weekSchedule(user.practiceSchedule)}</span>
    </>
  ),
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
