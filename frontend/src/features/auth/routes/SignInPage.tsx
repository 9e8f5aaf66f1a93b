import { PlaceholderPage } from '../../../components/PlaceholderPage';

export function SignInPage() {
  return (
    <PlaceholderPage title="Welcome Back" documentTitle="Sign In">
      <p>Signing in with email and password or with Google is coming soon to this page.</p>
    </PlaceholderPage>
  );
}
