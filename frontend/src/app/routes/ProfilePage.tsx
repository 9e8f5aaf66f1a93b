import { RequireSignedIn } from '../../components/RequireSignedIn';
import { CancelSubscriptionButton } from '../../features/membership/components/CancelSubscriptionButton';
import { Profile, ProfileLoading } from '../../features/profile/components/Profile';
import type { ProfileUser } from '../../features/profile/profile-user';

const TO_SIGN_IN = {
  to: '/signin',
  notice: { title: 'Authentication Required', description: 'Please sign up or sign in to view your profile' },
} as const;

/**
 * Spec §2 Profile: signed-out visitors are told and sent to /signin; the top bar and footer come from
 * the shell. The profile feature's screen, with the membership's Cancel Subscription in its slot.
 */
export function ProfilePage() {
  return (
    <>
      <title>Profile · Sadhana</title>
      <RequireSignedIn pending={<ProfileLoading />} signedOut={TO_SIGN_IN}>
        {(signedIn) => (
          <Profile
            user={signedIn as ProfileUser}
            cancelSubscription={<CancelSubscriptionButton page="profile" />}
          />
        )}
      </RequireSignedIn>
    </>
  );
}
