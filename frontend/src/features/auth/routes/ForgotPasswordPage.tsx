import { App, Button } from 'antd';
import { useState } from 'react';
import { notifyFailure } from '../../../lib/notify-failure';
import { useForgotPassword } from '../api/forgot-password';
import styles from '../auth.module.css';
import { AuthCard } from '../components/AuthCard';
import { AuthForm, BackToSignIn, EmailField } from '../components/AuthFields';

export function ForgotPasswordPage() {
  const { notification } = App.useApp();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState(false);

  const onFinish = ({ email }: { email?: string }) => {
    const trimmed = email?.trim() ?? '';
    if (!trimmed) {
      notification.error({ title: 'Email Required', description: 'Please enter your email address.' });
      return;
    }
    forgot.mutate(trimmed, {
      onSuccess: () => {
        setSent(true);
        notification.success({
          title: 'Reset Link Sent',
          description: 'If an account with that email exists, a password reset link has been sent.',
        });
      },
      onError: (error) =>
        notifyFailure(notification, 'Error', error, 'Failed to send reset email. Please try again.'),
    });
  };

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your email address and we will send you a link to choose a new password."
    >
      {sent && (
        <p className={styles.authNotice} role="status">
          If an account with that email exists, a password reset link has been sent. The link works for one
          hour.
        </p>
      )}
      <AuthForm<{ email?: string }> name="forgot-password" onFinish={onFinish}>
        <EmailField autoComplete="email" />
        <Button type="primary" htmlType="submit" block size="large" loading={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </AuthForm>
      <BackToSignIn />
    </AuthCard>
  );
}
