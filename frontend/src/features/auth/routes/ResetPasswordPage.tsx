import { App, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notifyFailure } from '../../../lib/notify-failure';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/AuthCard';
import { AuthForm, BackToSignIn, PasswordField } from '../components/AuthFields';

const MIN_PASSWORD = 8;

interface ResetValues {
  password?: string;
  confirmPassword?: string;
}

export function ResetPasswordPage() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const reset = useResetPassword();
  const warned = useRef(false);

  useEffect(() => {
    if (token || warned.current) return;
    warned.current = true;
    notification.error({
      title: 'Invalid Reset Link',
      description: 'The password reset link is invalid or missing.',
    });
    navigate('/signin', { replace: true });
  }, [token, navigate, notification]);

  const onFinish = ({ password = '', confirmPassword = '' }: ResetValues) => {
    if (!token) return;
    if (!password || !confirmPassword) {
      notification.error({
        title: 'All Fields Required',
        description: 'Please fill in both password fields.',
      });
      return;
    }
    if (password.length < MIN_PASSWORD) {
      notification.error({
        title: 'Password Too Short',
        description: 'Password must be at least 8 characters long.',
      });
      return;
    }
    if (password !== confirmPassword) {
      notification.error({
        title: "Passwords Don't Match",
        description: 'Please make sure both passwords are identical.',
      });
      return;
    }
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notification.success({
            title: 'Password Reset Successful',
            description: 'Your password has been reset. You can now sign in with your new password.',
          });
          navigate('/signin');
        },
        onError: (error) =>
          notifyFailure(notification, 'Reset Failed', error, 'Failed to reset password. Please try again.'),
      },
    );
  };

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password of at least 8 characters.">
      <AuthForm<ResetValues> name="reset-password" onFinish={onFinish}>
        <PasswordField label="New Password" name="password" autoComplete="new-password" />
        <PasswordField label="Confirm New Password" name="confirmPassword" autoComplete="new-password" />
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={reset.isPending}
          disabled={!token}
        >
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </AuthForm>
      <BackToSignIn />
    </AuthCard>
  );
}
