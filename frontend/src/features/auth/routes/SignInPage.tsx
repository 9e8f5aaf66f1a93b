import { Alert, Button } from 'antd';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSignInState } from '../../../lib/api/current-user-query';
import { useSecondFactorMethods } from '../../../lib/api/second-factor-methods';
import styles from '../auth.module.css';
import { AuthCard } from '../components/AuthCard';
import { GoogleSignIn } from '../components/GoogleButton';
import { SignInFlow } from '../components/SignInFlow';

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
  verified: { type: 'success', text: 'Your email address is verified. Thank you!' },
};

export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = NOTICES[params.get('error') ?? (params.get('verified') ? 'verified' : '')];
  const signInState = useSignInState();
  // Back from Google half signed in: the account's second step.
  const googleSecondStep = useSecondFactorMethods(
    params.get('step') === 'second-factor' && signInState.status === 'signedOut',
  );
  const goHome = useCallback(() => navigate('/'), [navigate]);

  // Signed in already (e.g. back from the email-verification link): the notice, and the way home.
  if (signInState.status === 'signedIn') {
    // Back from the verification link: the page says what happened, not "Welcome Back".
    const verified = notice === NOTICES.verified;
    return (
      <AuthCard
        title={verified ? 'Email verified' : 'Welcome Back'}
        documentTitle={verified ? 'Email verified' : 'Sign In'}
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
      <GoogleSignIn label="Continue with Google" />
      <SignInFlow onSignedIn={goHome} secondFactor={googleSecondStep.data?.methods} />
      <div className={styles.authLinks}>
        <Link to="/forgot-password">Forgot password?</Link>
        <span>
          New here? <Link to="/signup">Create an account</Link>
        </span>
      </div>
    </AuthCard>
  );
}
