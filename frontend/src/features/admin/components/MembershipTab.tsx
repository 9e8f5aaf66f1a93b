import type { AdminStats } from '@sadhana/rules/admin';
import { Card } from 'antd';
import { lazy, Suspense, useState } from 'react';
import styles from '../admin.module.css';
import { useUsersPage } from '../api/get-users-page';
import { formatDate } from '../lib/admin-format';
import { useUsersQuery } from '../lib/use-users-query';
import { AdminDateField } from './AdminDateField';
import { PagedUsersList, type UsersListView } from './PagedUsersList';
import { STANDING_COLUMNS, StandingTags } from './user-standing';

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

/** Each user's membership and activity in words, sign-in method and dates. */
const MEMBERSHIP_VIEW: UsersListView = {
  columns: [
    ...STANDING_COLUMNS,
    {
      title: 'Auth Method',
      key: 'auth',
      width: 110,
      render: (_, user) => (user.authProvider === 'google' ? 'Google' : 'Email'),
    },
    { title: 'Joined', key: 'joined', width: 120, render: (_, user) => formatDate(user.createdAt) },
    {
      title: 'Last Active',
      key: 'last',
      width: 120,
      render: (_, user) => formatDate(user.lastActiveDate, 'Never'),
    },
  ],
  details: (user) => (
    <>
      <StandingTags user={user} />
      <span>
        Joined {formatDate(user.createdAt)} · Last active {formatDate(user.lastActiveDate, 'Never')}
      </span>
    </>
  ),
};

/** The seven stats and the trend as of a date (today by default), and the users with their membership. */
export function MembershipTab({ today, onOpenUser }: { today: string; onOpenUser: (id: string) => void }) {
  const [asOf, setAsOf] = useState<string | undefined>(undefined);
  const listQuery = useUsersQuery(asOf);
  const users = useUsersPage(listQuery.query);
  const stats: AdminStats | undefined = users.data?.stats;
  return (
    <section aria-labelledby="membership-title">
      <div className={styles.adminToolbar}>
        <h2 id="membership-title">Membership {asOf ? `as of ${formatDate(asOf)}` : 'today'}</h2>
        <AdminDateField
          id="stats-as-of"
          label="Stats as of"
          value={asOf ?? today}
          max={today}
          // The server refuses a future date: the picker stops at today, and a typed one is ignored.
          onChange={(value) => setAsOf(value && value < today ? value : undefined)}
        />
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
      <PagedUsersList listQuery={listQuery} users={users} onOpenUser={onOpenUser} view={MEMBERSHIP_VIEW} />
    </section>
  );
}
