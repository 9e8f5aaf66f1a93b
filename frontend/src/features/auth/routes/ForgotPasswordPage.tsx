import { PlaceholderPage } from '../../../components/PlaceholderPage';

export function ForgotPasswordPage() {
  return (
    <PlaceholderPage title="Forgot Password">
      <p>Requesting a password reset link is coming soon to this page.</p>
    </PlaceholderPage>
  );
}
