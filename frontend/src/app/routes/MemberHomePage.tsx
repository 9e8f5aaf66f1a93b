import { ActiveUntil } from '../../features/membership/components/ActiveUntil';
import { PausedUntil } from '../../features/membership/components/PausedUntil';
import { PaymentReturnNotice } from '../../features/membership/components/PaymentReturnNotice';
import { MyPrograms } from '../../features/programs/components/MyPrograms';
import { MemberHome } from '../../features/schedule/components/MemberHome';
import { asScheduleMember } from '../../features/schedule/schedule-member';
import { useSignInState } from '../../lib/api/current-user-query';

/**
 * / for a signed-in user (the route table offers it only to them): the schedule's member home, with
 * the membership's end date (or the pause's) on its status card, the member's programs and the
 * payment's return toast.
 */
export function MemberHomePage() {
  const signIn = useSignInState();
  const user = signIn.status === 'signedIn' ? asScheduleMember(signIn.user) : null;
  return (
    <>
      <title>Home · Sadhana</title>
      <PaymentReturnNotice />
      {user && (
        <MemberHome
          user={user}
          membershipEnd={
            <>
              <PausedUntil until={user.membershipPausedUntil} />
              <ActiveUntil active={user.membershipActive} endDate={user.membershipEndDate} />
            </>
          }
          myPrograms={<MyPrograms />}
        />
      )}
    </>
  );
}
