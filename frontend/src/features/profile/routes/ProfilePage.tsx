import { ConfigProvider } from 'antd';
import { RequireSignedIn } from '../../../components/RequireSignedIn';
import type { ProfileUser } from '../api/profile';
import { CompletionHeader } from '../components/CompletionHeader';
import { ContactCard } from '../components/ContactCard';
import { GoalPlanningCard } from '../components/GoalPlanningCard';
import { PracticeCard } from '../components/PracticeCard';
import { ProfileInfoCard } from '../components/ProfileInfoCard';
import { QuickActions } from '../components/QuickActions';
import '../profile.css';
import { profileTheme } from '../profile-theme';

function ProfileLoading() {
  return (
    <p className="profile-loading" role="status">
      <span className="spinner" aria-hidden="true" /> Loading your profile...
    </p>
  );
}

const TO_SIGN_IN = {
  to: '/signin',
  notice: { title: 'Authentication Required', description: 'Please sign up or sign in to view your profile' },
} as const;

/** Spec §2 Profile: signed-out visitors are told and sent to /signin; the top bar and footer come from the shell. */
export function ProfilePage() {
  return (
    <RequireSignedIn
      pending={
        <section className="page profile-page" aria-label="Your Profile">
          <title>Profile · Sadhana</title>
          <ProfileLoading />
        </section>
      }
      signedOut={TO_SIGN_IN}
    >
      {(signedIn) => <Profile user={signedIn as ProfileUser} />}
    </RequireSignedIn>
  );
}

function Profile({ user }: { user: ProfileUser }) {
  return (
    <section className="page profile-page" aria-labelledby="page-title">
      <title>Profile · Sadhana</title>
      <CompletionHeader completion={user.profileCompletion} />
      {/* view mode's disabled fields must stay readable (profile-theme.ts) */}
      <ConfigProvider theme={profileTheme}>
        <div className="profile-grid">
          <ProfileInfoCard user={user} />
          <ContactCard user={user} />
          <PracticeCard user={user} />
          <GoalPlanningCard user={user} />
        </div>
      </ConfigProvider>
      <QuickActions member={user.membershipActive === true} />
    </section>
  );
}
