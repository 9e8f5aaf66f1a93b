import { App, Button, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { easternDate } from '../../../lib/eastern-time';
import { LOGOUT_URL } from '../../../lib/navigation';
import styles from '../admin.module.css';
import { useUsersOverview } from '../api/get-users-overview';
import { useSyncMemberships } from '../api/sync-memberships';
import { MembershipTab } from '../components/MembershipTab';
import { RegistrationsTab } from '../components/RegistrationsTab';
import { UserProfileDialog } from '../components/UserProfileDialog';
import { UsersTab } from '../components/UsersTab';

function SyncButton() {
  const { notification } = App.useApp();
  const sync = useSyncMemberships();
  return (
    <Button
      loading={sync.isPending}
      onClick={() =>
        sync.mutate(undefined, {
          onSuccess: ({ syncedCount, errorCount }) =>
            notification.success({ title: `Updated ${syncedCount} memberships. ${errorCount} errors.` }),
          onError: () =>
            notification.error({ title: 'Error', description: 'Failed to sync memberships with Stripe' }),
        })
      }
    >
      Sync with Stripe
    </Button>
  );
}

/** The admin dashboard: Users, Membership and Session Registrations, and the user dialog. */
export function AdminPage() {
  const [showDeleted, setShowDeleted] = useState(false);
  const [asOf, setAsOf] = useState<string | undefined>(undefined);
  const [openUser, setOpenUser] = useState<string | null>(null);
  const overview = useUsersOverview({ asOf, includeDeleted: showDeleted });
  const users = overview.data?.users ?? [];
  const today = easternDate(new Date());
  return (
    <section className={`page ${styles.adminPage}`} aria-labelledby="page-title">
      <title>Admin · Sadhana</title>
      <header className={styles.adminHeader}>
        <h1 id="page-title">Admin Dashboard</h1>
        <nav className={styles.adminHeaderActions} aria-label="Admin">
          <Link to="/" className={`ant-btn ant-btn-default ${styles.adminLinkButton}`}>
            Back to Home
          </Link>
          <SyncButton />
          <a href={LOGOUT_URL} className={`ant-btn ant-btn-default ${styles.adminLinkButton}`}>
            Sign Out
          </a>
        </nav>
      </header>
      {overview.isError && (
        <p role="alert" className={styles.adminError}>
          Could not load the users. Please reload the page.
        </p>
      )}
      <Tabs
        defaultActiveKey="users"
        destroyOnHidden
        // Narrow gutters keep the three tabs on one row at 375 px (no overflow menu to reach).
        tabBarGutter={20}
        items={[
          {
            key: 'users',
            label: 'Users',
            children: (
              <UsersTab
                users={users}
                loading={overview.isPending}
                showDeleted={showDeleted}
                onShowDeleted={setShowDeleted}
                onOpenUser={setOpenUser}
              />
            ),
          },
          {
            key: 'membership',
            label: 'Membership',
            children: (
              <MembershipTab
                users={users}
                stats={overview.data?.stats}
                loading={overview.isPending}
                asOf={asOf}
                today={today}
                onAsOf={setAsOf}
                onOpenUser={setOpenUser}
              />
            ),
          },
          {
            key: 'registrations',
            label: 'Session Registrations',
            children: <RegistrationsTab onOpenUser={setOpenUser} />,
          },
        ]}
      />
      <UserProfileDialog userId={openUser} onClose={() => setOpenUser(null)} />
    </section>
  );
}
