import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { profileTheme } from '../profile-theme';
import type { ProfileUser } from '../profile-user';
import { CompletionHeader } from './CompletionHeader';
import { ContactCard } from './ContactCard';
import { GoalPlanningCard } from './GoalPlanningCard';
import { PracticeCard } from './PracticeCard';
import styles from './Profile.module.css';
import { ProfileInfoCard } from './ProfileInfoCard';
import { QuickActions } from './QuickActions';
import { SessionRemindersCard } from './SessionRemindersCard';

/** What the profile screen shows while the sign-in state loads. */
export function ProfileLoading() {
  return (
    <section className={`page ${styles.profilePage}`} aria-label="Your Profile">
      <p className={styles.profileLoading} role="status">
        <span className="spinner" aria-hidden="true" /> Loading your profile...
      </p>
    </section>
  );
}

/**
 * The profile screen's body. A member's `cancelSubscription` (on the profile information
 * card) comes from the page that composes it (app/routes/ProfilePage.tsx).
 */
export function Profile({
  user,
  cancelSubscription,
  pauseMembership,
  security,
}: {
  user: ProfileUser;
  cancelSubscription: ReactNode;
  /** Pause while away, or resume while paused, under the membership. */
  pauseMembership?: ReactNode;
  /** The sign-in methods' card, below the profile's own. */
  security?: ReactNode;
}) {
  return (
    <section className={`page ${styles.profilePage}`} aria-labelledby="page-title">
      <CompletionHeader completion={user.profileCompletion} />
      {/* view mode's disabled fields must stay readable (profile-theme.ts) */}
      <ConfigProvider theme={profileTheme}>
        <div className={styles.profileGrid}>
          <ProfileInfoCard
            user={user}
            cancelSubscription={cancelSubscription}
            pauseMembership={pauseMembership}
          />
          <ContactCard user={user} />
          <PracticeCard user={user} />
          <GoalPlanningCard user={user} />
        </div>
      </ConfigProvider>
      <SessionRemindersCard on={user.sessionReminders === true} />
      {security}
      <QuickActions member={user.membershipActive === true} />
    </section>
  );
}
