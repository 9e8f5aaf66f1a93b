import { PageLoading } from '../../components/PageLoading';
import { MembershipButton } from '../../features/membership/components/MembershipButton';
import { PayFeesButton } from '../../features/membership/components/PayFeesButton';
import { MyPrograms } from '../../features/programs/components/MyPrograms';
import { Dashboard } from '../../features/schedule/components/Dashboard';
import { asScheduleMember } from '../../features/schedule/schedule-member';
import { useSignedInUser } from '../../lib/signed-in-user';

const TITLE = <title>My Sadhana Schedule · Sadhana</title>;

/**
 * /dashboard, "My Sadhana Schedule", for a signed-in user (the route table guards it): the schedule's
 * dashboard, with the membership's cancel (or keep) and pay buttons and the member's programs in its slots.
 */
export function DashboardPage() {
  const member = asScheduleMember(useSignedInUser());
  return (
    <>
      {TITLE}
      <Dashboard
        user={member}
        cancelSubscription={<MembershipButton page="dashboard" membership={member} />}
        payFees={(fees) => <PayFeesButton {...fees} />}
        myPrograms={<MyPrograms />}
      />
    </>
  );
}

/** What /dashboard shows while the sign-in state loads. */
export function DashboardPending() {
  return (
    <>
      {TITLE}
      <PageLoading />
    </>
  );
}
