import { Alert, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSignInState } from '../../../lib/api/current-user-query';
import { serverMessage } from '../../../lib/api-errors';
import { useVerifyEmail } from '../api/verify-email';
import styles from '../auth.module.css';
import { AuthCard } from '../components/AuthCard';
import { SignInFlow } from '../components/SignInFlow';

const noop = () => {};

/**
 * Where the verification mail's link leads a signed-out visitor: they sign in here (password or
 * passkey, and a second factor if the account has one), then the address is confirmed at once and
 * the screen says so. The server accepts the token only for the account it was sent to.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const signInState = useSignInState();
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const signedIn = signInState.status === 'signedIn';

  useEffect(() => {
    if (!signedIn || sent.current || !token) return;
    sent.current = true;
    verify.mutate(token);
  }, [signedIn, token, verify]);

  if (!token) {
    return (
      <AuthCard title="Confirm your email">
        <Alert
          type="error"
          title="This verification link is incomplete. Please open the link from the email again."
          showIcon
        />
      </AuthCard>
    );
  }
  if (signInState.status === 'loading') {
    return (
      <AuthCard title="Confirm your email">
        <p role="status">Loading...</p>
      </AuthCard>
    );
  }
  if (!signedIn) {
    return (
      <AuthCard title="Confirm your email" subtitle="Sign in to confirm your email address.">
        <SignInFlow onSignedIn={noop} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={verify.isSuccess ? 'Email verified' : 'Confirm your email'}
      subtitle={`Signed in as ${signInState.user.email}.`}
    >
      {verify.isSuccess ? (
        <Alert
          className={styles.authNotice}
          type="success"
          title={verify.data.message}
          showIcon
          role="status"
        />
      ) : verify.isError ? (
        <Alert
          className={styles.authNotice}
          type="error"
          title={
            serverMessage(verify.error) ?? 'Your email address could not be confirmed. Please try again.'
          }
          showIcon
          role="alert"
        />
      ) : (
        <p role="status">Confirming your email address...</p>
      )}
      <Button type="primary" size="large" block onClick={() => navigate('/')} disabled={verify.isPending}>
        Go to Home
      </Button>
    </AuthCard>
  );
}
