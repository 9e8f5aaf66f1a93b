import type { AdminStats, AdminUserRecord } from '@sadhana/rules/admin';
import { Card, Input, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense } from 'react';
import styles from '../admin.module.css';
import { formatDate } from '../lib/admin-format';
import { AdminUsersTable } from './AdminUsersTable';
import { UserActions, UserNameButton } from './UserActions';

// The chart library is loaded only when the Membership tab is shown.
const ActivityTrendChart = lazy(() =>
  import('./ActivityTrendChart').then((m) => ({ default: m.ActivityTrendChart })),
);

const STAT_CARDS: [keyof AdminStats, string][] = [
  ['activeMembers', 'Active Members'],
  ['freeUsers', 'Free Users'],
  ['totalUsers', 'Total Users'],
  ['dauCount', 'DAU'],
  ['wauCount', 'WAU'],
  ['mauCount', 'MAU'],
  ['inactiveCount', 'Inactive'],
];

export function MembershipTab({
  users,
  stats,
  loading,
  asOf,
  today,
  onAsOf,
  onOpenUser,
}: {
  users: AdminUserRecord[];
  stats: AdminStats | undefined;
  loading: boolean;
  asOf: string | undefined;
  today: string;
  onAsOf: (date: string | undefined) => void;
  onOpenUser: (id: string) => void;
}) {
  const columns: ColumnsType<AdminUserRecord> = [
    { title: 'Name', key: 'name', render: (_, user) => <UserNameButton user={user} onOpen={onOpenUser} /> },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    {
      title: 'Status',
      key: 'status',
      render: (_, user) => (
        <Tag className={user.membershipActive ? styles.adminTagGreen : undefined}>
          {user.membershipActive ? 'Paid Member' : 'Free User'}
        </Tag>
      ),
    },
    { title: 'Activity', dataIndex: 'activityStatus', key: 'activity' },
    {
      title: 'Auth Method',
      key: 'auth',
      render: (_, user) => (user.authProvider === 'google' ? 'Google' : 'Email'),
    },
    { title: 'Joined', key: 'joined', render: (_, user) => formatDate(user.createdAt) },
    { title: 'Last Active', key: 'last', render: (_, user) => formatDate(user.lastActiveDate, 'Never') },
    { title: 'Actions', key: 'actions', render: (_, user) => <UserActions user={user} /> },
  ];
  return (
    <section aria-labelledby="membership-title">
      <div className={styles.adminToolbar}>
        <h2 id="membership-title">Membership {asOf ? `as of ${formatDate(asOf)}` : 'today'}</h2>
        <span className={styles.adminAsOf}>
          <label htmlFor="stats-as-of">Stats as of</label>
          <Input
            id="stats-as-of"
            type="date"
            value={asOf ?? today}
            max={today}
            onChange={(event) =>
              onAsOf(event.target.value && event.target.value !== today ? event.target.value : undefined)
            }
          />
        </span>
      </div>
      <ul className={styles.adminStats} aria-label="Membership statistics">
        {STAT_CARDS.map(([key, label]) => (
          <li key={key}>
            <Card size="small">
              <div className={styles.adminStatLabel}>{label}</div>
              <div className={styles.adminStatValue} data-testid={`stat-${key}`}>
                {stats ? stats[key] : '…'}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Card size="small" title="Activity over the last 90 days" className={styles.adminTrend}>
        <Suspense fallback={<p>Loading chart...</p>}>
          <ActivityTrendChart to={asOf} />
        </Suspense>
      </Card>
      <AdminUsersTable columns={columns} users={users} loading={loading} />
    </section>
  );
}
