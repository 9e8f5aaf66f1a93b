import { MembershipButton } from '../../features/membership/components/MembershipButton';
import { PauseMembership } from '../../features/membership/components/PauseMembership';
import { Profile, ProfileLoading } from '../../features/profile/components/Profile';
import type { ProfileUser } from '../../features/profile/profile-user';
import { SecurityCard } from '../../features/security/components/SecurityCard';
import { useSignedInUser } from '../../lib/signed-in-user';

const TITLE = <title>Profile · Sadhana</title>;

/**
 * /profile for a signed-in user (the route table guards it); the top bar and footer come from the
 * shell. The profile feature's screen, with the membership's Cancel Subscription (or Keep my
 * membership), its pause while away (or resume) and the account's Security card (passkeys, authenticator app) in its slots.
 */
export function ProfilePage() {
  const user = useSignedInUser() as ProfileUser;
  return (
    <>
      {TITLE}
      <Profile
        user={user}
        cancelSubscription={<MembershipButton page="profile" membership={user} />}
        pauseMembership={<PauseMembership membership={user} />}
        security={<SecurityCard />}
      />
    </>
  );
}

/** What /profile shows while the sign-in state loads, and to a visitor on their way to sign in. */
export function ProfilePending() {
  return (
    <>
      {TITLE}
      <ProfileLoading />
    </>
  );
}
