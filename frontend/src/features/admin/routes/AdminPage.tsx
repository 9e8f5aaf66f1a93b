import { App, Button, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { easternDate } from '../../../lib/eastern-time';
import { LOGOUT_URL } from '../../../lib/navigation';
import { notifyFailure } from '../../../lib/notify-failure';
import styles from '../admin.module.css';
import { useSyncMemberships } from '../api/sync-memberships';
import { MailJobsTab } from '../components/MailJobsTab';
import { MembershipTab } from '../components/MembershipTab';
import { SessionsTab } from '../components/SessionsTab';
import { SystemPanel } from '../components/SystemPanel';
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
          // The server's reason ("Online payment is not configured.") says what to do about it.
          onError: (error) =>
            notifyFailure(notification, 'Failed to sync memberships with Stripe', error, 'Please try again.'),
        })
      }
    >
      Sync with Stripe
    </Button>
  );
}

/** The admin dashboard: the System panel, Users, Membership, Session Registrations, Mail & jobs, and the user dialog. */
export function AdminPage() {
  const [openUser, setOpenUser] = useState<string | null>(null);
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
      <SystemPanel />
      <Tabs
        defaultActiveKey="users"
        destroyOnHidden
        items={[
          { key: 'users', label: 'Users', children: <UsersTab onOpenUser={setOpenUser} /> },
          {
            key: 'membership',
            label: 'Membership',
            children: <MembershipTab today={today} onOpenUser={setOpenUser} />,
          },
          {
            key: 'registrations',
            label: 'Session Registrations',
            children: <SessionsTab today={today} onOpenUser={setOpenUser} />,
          },
          { key: 'mail', label: 'Mail & jobs', children: <MailJobsTab /> },
        ]}
      />
      <UserProfileDialog userId={openUser} onClose={() => setOpenUser(null)} />
    </section>
  );
}
