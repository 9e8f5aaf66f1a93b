import { PlaceholderPage } from '../../../components/PlaceholderPage';

export function SignUpPage() {
  return (
    <PlaceholderPage title="Join Our Community" documentTitle="Sign Up">
      <p>Creating an account is coming soon to this page.</p>
    </PlaceholderPage>
  );
}
