import { Alert, App, Button, Form, Input } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSignInState } from '../../../lib/api/current-user-query';
import { isHttpError, serverMessage } from '../../../lib/api-errors';
import { useSignIn } from '../api/sign-in';
import styles from '../auth.module.css';
import { AuthCard, OrDivider } from '../components/AuthCard';
import { GoogleButton } from '../components/GoogleButton';

/** Messages for the redirects the server's Google and verification routes answer with. */
const NOTICES: Record<string, { type: 'error' | 'success' | 'warning'; text: string }> = {
  'google-not-configured': {
    type: 'warning',
    text: 'Sign-in with Google is not configured on this server. Please sign in with your email and password.',
  },
  'google-failed': { type: 'error', text: 'Google sign-in did not complete. Please try again.' },
  'google-email-unverified': {
    type: 'error',
    text: 'Your Google account’s email address is not verified, so it cannot be used to sign in here.',
  },
  'google-account-disabled': { type: 'error', text: 'This account is no longer active.' },
  'verification-invalid': {
    type: 'error',
    text: 'This email verification link is invalid, has expired, or belongs to another account.',
  },
  'verification-sign-in-required': {
    type: 'warning',
    text: 'Please sign in first, then open the link in your email again to confirm your address.',
  },
  verified: { type: 'success', text: 'Your email address is verified. Thank you!' },
};

interface SignInValues {
  email: string;
  password: string;
}

export function SignInPage() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const notice = NOTICES[params.get('error') ?? (params.get('verified') ? 'verified' : '')];
  const signInState = useSignInState();

  const onFinish = (values: SignInValues) => {
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => navigate('/'),
        onError: (error) => {
          if (isHttpError(error)) {
            notification.error({
              title: 'Sign In Failed',
              description: serverMessage(error) ?? 'Invalid email or password',
            });
          } else {
            notification.error({ title: 'Error', description: 'Something went wrong. Please try again.' });
          }
        },
      },
    );
  };

  // Signed in already (e.g. back from the email-verification link): the notice, and the way home.
  if (signInState.status === 'signedIn') {
    return (
      <AuthCard
        title="Welcome Back"
        documentTitle="Sign In"
        subtitle={`You are signed in as ${signInState.user.email}.`}
      >
        {notice && <Alert className={styles.authNotice} type={notice.type} title={notice.text} showIcon />}
        <Button
          type="primary"
          size="large"
          block
          href="/"
          onClick={(event) => {
            event.preventDefault();
            navigate('/');
          }}
        >
          Go to Home
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Welcome Back" documentTitle="Sign In" subtitle="Sign in to continue your practice.">
      {notice && <Alert className={styles.authNotice} type={notice.type} title={notice.text} showIcon />}
      <GoogleButton label="Continue with Google" />
      <OrDivider />
      <Form<SignInValues> layout="vertical" onFinish={onFinish} requiredMark={false} name="signin">
        <Form.Item
          label="Email Address"
          name="email"
          rules={[{ required: true, whitespace: true, message: 'Please enter your email address.' }]}
        >
          <Input type="email" autoComplete="email" inputMode="email" size="large" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          rules={[{ required: true, message: 'Please enter your password.' }]}
        >
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
          {signIn.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </Form>
      <div className={styles.authLinks}>
        <Link to="/forgot-password">Forgot password?</Link>
        <span>
          New here? <Link to="/signup">Create an account</Link>
        </span>
      </div>
    </AuthCard>
  );
}
