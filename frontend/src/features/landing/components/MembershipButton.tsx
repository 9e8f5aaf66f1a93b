import { SiteLink } from '../../../components/layout/site-navigation';
import { useSignInState } from '../../../lib/auth';

/** Signed-in visitors go straight to payment; others sign in first. */
export function MembershipButton() {
  const { status } = useSignInState();
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
