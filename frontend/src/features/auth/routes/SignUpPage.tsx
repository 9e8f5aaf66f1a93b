import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isHttpError } from '../../../lib/api-errors';
import { notifyFailure } from '../../../lib/notify-failure';
import { queryKeys } from '../../../lib/query-keys';
import { useSignUp } from '../api/sign-up';
import styles from '../auth.module.css';
import { AuthCard } from '../components/AuthCard';
import { AuthForm, EmailField, PasswordField } from '../components/AuthFields';
import { GoogleSignIn } from '../components/GoogleButton';

const REDIRECT_DELAY_MS = 1000;
const MIN_PASSWORD = 6;

interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function SignUpPage() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signUp = useSignUp();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onFinish = (values: SignUpValues) => {
    if (values.password !== values.confirmPassword) {
      notification.error({ title: 'Password Mismatch', description: 'Passwords do not match' });
      return;
    }
    if (values.password.length < MIN_PASSWORD) {
      notification.error({
        title: 'Weak Password',
        description: 'Password must be at least 6 characters long',
      });
      return;
    }
    signUp.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
      },
      {
        onSuccess: (user) => {
          notification.success({
            title: 'Welcome to Sadhana!',
            description: 'Your account has been created. Check your email to confirm your address.',
          });
          timer.current = window.setTimeout(() => {
            queryClient.setQueryData(queryKeys.currentUser(), user);
            navigate('/');
          }, REDIRECT_DELAY_MS);
        },
        onError: (error) => {
          if (isHttpError(error)) {
            notifyFailure(notification, 'Sign Up Failed', error, 'Something went wrong');
          } else {
            notification.error({ title: 'Error', description: 'Something went wrong. Please try again.' });
          }
        },
      },
    );
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];
  const busy = signUp.isPending || signUp.isSuccess;

  return (
    <AuthCard
      title="Join Our Community"
      documentTitle="Sign Up"
      subtitle="Create your account to register for daily practice."
    >
      <GoogleSignIn label="Sign up with Google" />
      <AuthForm<SignUpValues> name="signup" onFinish={onFinish}>
        <div className={styles.authNameRow}>
          <Form.Item label="First Name" name="firstName" rules={required('Please enter your first name.')}>
            <Input autoComplete="given-name" size="large" />
          </Form.Item>
          <Form.Item label="Last Name" name="lastName" rules={required('Please enter your last name.')}>
            <Input autoComplete="family-name" size="large" />
          </Form.Item>
        </div>
        <EmailField autoComplete="email" required />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          requiredMessage="Please enter a password."
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          requiredMessage="Please confirm your password."
        />
        <Button type="primary" htmlType="submit" block size="large" loading={busy} disabled={busy}>
          {signUp.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </AuthForm>
      <div className={styles.authLinks}>
        <span>
          Already have an account? <Link to="/signin">Sign in</Link>
        </span>
      </div>
    </AuthCard>
  );
}
