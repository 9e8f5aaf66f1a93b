import { SiteLink } from '../../../components/layout/site-navigation';
import type { SignInState } from '../../../lib/api/get-current-user';

/** Signed-in visitors go straight to payment; others sign in first. */
export function MembershipButton({ status }: { status: SignInState['status'] }) {
  if (status === 'loading') {
    return (
      <button type="button" className="button-link button-primary" disabled>
        Loading...
      </button>
    );
  }
  return (
    <SiteLink to={status === 'signedIn' ? '/subscribe' : '/signin'} className="button-link button-primary">
      Join Community
    </SiteLink>
  );
}
