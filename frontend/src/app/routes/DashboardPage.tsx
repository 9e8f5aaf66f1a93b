import { PageLoading } from '../../components/PageLoading';
import { RequireSignedIn } from '../../components/RequireSignedIn';
import { CancelSubscriptionButton } from '../../features/membership/components/CancelSubscriptionButton';
import { PayFeesButton } from '../../features/membership/components/PayFeesButton';
import { Dashboard } from '../../features/schedule/components/Dashboard';
import { asScheduleMember } from '../../features/schedule/schedule-member';

const TO_SIGN_IN = { to: '/signin' } as const;

/**
 * Spec §2 "Dashboard, My Sadhana Schedule" (/dashboard); signed-out visitors go to /signin. The
 * schedule's dashboard, with the membership's cancel and pay buttons in its slots.
 */
export function DashboardPage() {
  return (
    <>
      <title>My Sadhana Schedule · Sadhana</title>
      <RequireSignedIn pending={<PageLoading />} signedOut={TO_SIGN_IN}>
        {(user) => (
          <Dashboard
            user={asScheduleMember(user)}
            cancelSubscription={<CancelSubscriptionButton page="dashboard" />}
            payFees={(fees) => <PayFeesButton {...fees} />}
          />
        )}
      </RequireSignedIn>
    </>
  );
}
