import { App, Button } from 'antd';
import { useState } from 'react';
import { easternDate } from '../../../lib/eastern-time';
import { notifyFailure } from '../../../lib/notify-failure';
import styles from '../admin.module.css';
import { useSyncMemberships } from '../api/sync-memberships';
import { MembershipTab } from '../components/MembershipTab';
import { ReminderEmailsTab } from '../components/ReminderEmailsTab';
import { type ScrollingTab, ScrollingTabs } from '../components/ScrollingTabs';
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

/**
 * The admin dashboard: the System panel, then Users, Membership, Session Registrations, Reminder
 * emails and other features' tabs, and the user dialog.
 * `moreTabs`: other features' tabs, which the page composing it passes in (app/routes/AdminEntryPage.tsx).
 */
export function AdminPage({ moreTabs = [] }: { moreTabs?: readonly ScrollingTab[] }) {
  const [openUser, setOpenUser] = useState<string | null>(null);
  const today = easternDate(new Date());
  return (
    <section className={`page ${styles.adminPage}`} aria-labelledby="page-title">
      <title>Admin · Sadhana</title>
      <header className={styles.adminHeader}>
        <h1 id="page-title">Admin Dashboard</h1>
        {/* Home and Sign Out are the top bar's: not repeated here. */}
        <div className={styles.adminHeaderActions}>
          <SyncButton />
        </div>
      </header>
      <SystemPanel />
      <ScrollingTabs
        label="Admin workspace"
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
          { key: 'mail', label: 'Reminder emails', children: <ReminderEmailsTab /> },
          ...moreTabs,
        ]}
      />
      <UserProfileDialog userId={openUser} onClose={() => setOpenUser(null)} />
    </section>
  );
}
