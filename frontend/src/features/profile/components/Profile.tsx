import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import type { ProfileUser } from '../profile-user';
import { CompletionHeader } from './CompletionHeader';
import { ContactCard } from './ContactCard';
import { GoalPlanningCard } from './GoalPlanningCard';
import { PracticeCard } from './PracticeCard';
import { ProfileInfoCard } from './ProfileInfoCard';
import { QuickActions } from './QuickActions';
import '../profile.css';
import { profileTheme } from '../profile-theme';

/** What the profile screen shows while the sign-in state loads. */
export function ProfileLoading() {
  return (
    <section className="page profile-page" aria-label="Your Profile">
      <p className="profile-loading" role="status">
        <span className="spinner" aria-hidden="true" /> Loading your profile...
      </p>
    </section>
  );
}

/**
 * The profile screen's body. A member's `cancelSubscription` (on the profile information
 * card) comes from the page that composes it (app/routes/ProfilePage.tsx).
 */
export function Profile({ user, cancelSubscription }: { user: ProfileUser; cancelSubscription: ReactNode }) {
  return (
    <section className="page profile-page" aria-labelledby="page-title">
      <CompletionHeader completion={user.profileCompletion} />
      {/* view mode's disabled fields must stay readable (profile-theme.ts) */}
      <ConfigProvider theme={profileTheme}>
        <div className="profile-grid">
          <ProfileInfoCard user={user} cancelSubscription={cancelSubscription} />
          <ContactCard user={user} />
          <PracticeCard user={user} />
          <GoalPlanningCard user={user} />
        </div>
      </ConfigProvider>
      <QuickActions member={user.membershipActive === true} />
    </section>
  );
}
