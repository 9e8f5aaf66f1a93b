import type { AdminUserRow } from '@sadhana/rules/admin-workspace';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import styles from '../admin.module.css';
import { useUsersPage } from '../api/get-users-page';
import { activityLabel, formatDate, sessionsCount, weekSchedule } from '../lib/admin-format';
import { useUsersQuery } from '../lib/use-users-query';
import { identityColumns, PagedUsersList } from './PagedUsersList';
import { UserActions, UserNameButton } from './UserActions';
import { UsersListControls } from './UsersListControls';

function ActivityTag({ user }: { user: AdminUserRow }) {
  return <Tag className={user.inactive ? undefined : styles.adminTagGreen}>{activityLabel(user)}</Tag>;
}

/** "All Users": searched, filtered, sorted and paged by the server. */
export function UsersTab({ onOpenUser }: { onOpenUser: (id: string) => void }) {
  const { filters, update, page, setPage, query } = useUsersQuery();
  const users = useUsersPage(query);
  const columns: ColumnsType<AdminUserRow> = [
    ...identityColumns(onOpenUser),
    { title: 'Status', key: 'status', render: (_, user) => <ActivityTag user={user} /> },
    { title: 'Member Since', key: 'since', render: (_, user) => formatDate(user.membershipStartDate) },
    {
      title: 'Attendance Count',
      key: 'attendance',
      render: (_, user) => sessionsCount(user.attendanceCount),
    },
    { title: 'Current Week Schedule', key: 'week', render: (_, user) => weekSchedule(user.practiceSchedule) },
    { title: 'Last Active', key: 'last', render: (_, user) => formatDate(user.lastActiveDate, 'Never') },
    { title: 'Actions', key: 'actions', render: (_, user) => <UserActions user={user} /> },
  ];
  return (
    <section aria-labelledby="all-users-title">
      <div className={styles.adminToolbar}>
        <h2 id="all-users-title">All Users</h2>
      </div>
      <UsersListControls filters={filters} query={query} onChange={update} />
      <PagedUsersList
        columns={columns}
        data={users.data}
        loading={users.isFetching}
        error={users.isError}
        page={page}
        onPage={setPage}
        card={(user) => (
          <div className={styles.adminUserCard}>
            <UserNameButton user={user} onOpen={onOpenUser} />
            <span className={styles.adminEmail}>{user.email}</span>
            <span>
              <ActivityTag user={user} /> {sessionsCount(user.attendanceCount)}
            </span>
            <span>Member since {formatDate(user.membershipStartDate)}</span>
            <span>This week: {weekSchedule(user.practiceSchedule)}</span>
            <UserActions user={user} />
          </div>
        )}
      />
    </section>
  );
}
