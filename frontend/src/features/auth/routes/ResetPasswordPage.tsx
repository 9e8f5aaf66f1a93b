import { PlaceholderPage } from '../../../components/PlaceholderPage';

export function ResetPasswordPage() {
  return (
    <PlaceholderPage title="Reset Password">
      <p>Choosing a new password is coming soon to this page.</p>
    </PlaceholderPage>
  );
}
