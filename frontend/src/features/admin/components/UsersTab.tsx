import type { AdminUserRecord } from '@sadhana/rules/admin';
import { Button, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import styles from '../admin.module.css';
import {
  activityLabel,
  downloadCsv,
  formatDate,
  fullName,
  sessionsCount,
  toCsv,
  weekSchedule,
} from '../lib/admin-format';
import { AdminUsersTable } from './AdminUsersTable';
import { UserActions, UserNameButton } from './UserActions';

export function UsersTab({
  users,
  loading,
  showDeleted,
  onShowDeleted,
  onOpenUser,
}: {
  users: AdminUserRecord[];
  loading: boolean;
  showDeleted: boolean;
  onShowDeleted: (show: boolean) => void;
  onOpenUser: (id: string) => void;
}) {
  const columns: ColumnsType<AdminUserRecord> = [
    { title: 'Name', key: 'name', render: (_, user) => <UserNameButton user={user} onOpen={onOpenUser} /> },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Status',
      key: 'status',
      render: (_, user) => (
        <Tag className={user.inactive ? undefined : styles.adminTagGreen}>{activityLabel(user)}</Tag>
      ),
    },
    { title: 'Member Since', key: 'since', render: (_, user) => formatDate(user.membershipStartDate) },
    {
      title: 'Attendance Count',
      key: 'attendance',
      render: (_, user) => sessionsCount(user.attendanceCount),
    },
    { title: 'Current Week Schedule', key: 'week', render: (_, user) => weekSchedule(user.practiceSchedule) },
    { title: 'Actions', key: 'actions', render: (_, user) => <UserActions user={user} /> },
  ];
  const exportCsv = () =>
    downloadCsv(
      'users.csv',
      toCsv([
        [
          'Name',
          'Email',
          'Status',
          'Membership',
          'Member Since',
          'Attendance Count',
          'Current Week Schedule',
          'Joined',
          'Last Active',
          'Deleted',
        ],
        ...users.map((u) => [
          fullName(u),
          u.email,
          activityLabel(u),
          u.membershipActive ? 'Paid Member' : 'Free User',
          u.membershipStartDate?.slice(0, 10) ?? '',
          u.attendanceCount,
          weekSchedule(u.practiceSchedule),
          u.createdAt.slice(0, 10),
          u.lastActiveDate ?? '',
          u.deletedAt?.slice(0, 10) ?? '',
        ]),
      ]),
    );
  return (
    <section aria-labelledby="all-users-title">
      <div className={styles.adminToolbar}>
        <h2 id="all-users-title">All Users</h2>
        <span className={styles.adminSwitch}>
          <Switch
            size="small"
            checked={showDeleted}
            onChange={onShowDeleted}
            aria-labelledby="show-deleted-label"
          />
          <span id="show-deleted-label">Show deleted</span>
        </span>
        <Button onClick={exportCsv} disabled={users.length === 0}>
          Export CSV
        </Button>
      </div>
      <AdminUsersTable columns={columns} users={users} loading={loading} />
    </section>
  );
}
