import type { SecondFactorMethod } from '@sadhana/rules/api';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect, useRef, useState } from 'react';
import { SecondFactorForm } from '../../../components/second-factor/SecondFactorForm';
import type { CurrentUser } from '../../../lib/api/get-current-user';
import {
  authenticateWithPasskey,
  cancelPasskeyCeremony,
  isPasskeyPromptDismissed,
  passkeysSupported,
  usePasskeyAuthentication,
} from '../../../lib/api/passkey-authentication';
import { isHttpError } from '../../../lib/api-errors';
import { notifyFailure } from '../../../lib/notify-failure';
import { queryKeys } from '../../../lib/query-keys';
import { owesSecondFactor, useSignIn } from '../api/sign-in';
import styles from '../auth.module.css';
import { OrDivider } from './AuthCard';
import { AuthForm, EmailField, PasswordField } from './AuthFields';

interface SignInValues {
  email: string;
  password: string;
}

/** A passkey sign-in that failed; nothing is said when the member dismissed the browser's prompt. */
function notifyPasskeyFailure(notification: NotificationInstance, error: unknown): void {
  if (isPasskeyPromptDismissed(error)) return;
  notifyFailure(notification, 'Sign In Failed', error, 'The passkey could not be used. Please try again.');
}

/**
 * Signing in on the spot: a passkey (the button, or the browser's autofill on the email field where
 * it offers passkeys), or email and password followed, for an account with a second factor, by its
 * passkey or a code. `secondFactor`: start at that second step (back from Google, half signed in).
 */
export function SignInFlow({
  onSignedIn,
  secondFactor,
}: {
  onSignedIn: (user: CurrentUser) => void;
  secondFactor?: readonly SecondFactorMethod[];
}) {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const passkey = usePasskeyAuthentication();
  const [methods, setMethods] = useState<readonly SecondFactorMethod[] | undefined>(secondFactor);
  const [canUsePasskeys, setCanUsePasskeys] = useState(false);
  // The autofill's options call may answer with a new session cookie: a password sign-in waits for
  // it, so that answer cannot arrive after the sign-in's and replace its session.
  const autofillOptions = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    setMethods(secondFactor);
  }, [secondFactor]);

  useEffect(() => {
    let active = true;
    passkeysSupported().then(
      (supported) => active && setCanUsePasskeys(supported),
      () => undefined,
    );
    let optionsArrived = () => {};
    autofillOptions.current = new Promise((resolve) => {
      optionsArrived = resolve;
    });
    authenticateWithPasskey({ autofill: true, onOptions: optionsArrived })
      .then((user) => {
        queryClient.setQueryData(queryKeys.currentUser(), user);
        if (active) onSignedIn(user);
      })
      .catch((error: unknown) => {
        if (active) notifyPasskeyFailure(notification, error);
      })
      .finally(optionsArrived);
    return () => {
      active = false;
      void cancelPasskeyCeremony();
    };
  }, [notification, onSignedIn, queryClient]);

  const onFinish = async (values: SignInValues) => {
    await autofillOptions.current;
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (answer) => (owesSecondFactor(answer) ? setMethods(answer.methods) : onSignedIn(answer)),
        onError: (error) => {
          if (isHttpError(error)) {
            notifyFailure(notification, 'Sign In Failed', error, 'Invalid email or password');
          } else {
            notification.error({ title: 'Error', description: 'Something went wrong. Please try again.' });
          }
        },
      },
    );
  };

  if (methods) {
    return (
      <div className={styles.authSecondFactor}>
        <h2>Two-step verification</h2>
        <p>Confirm it’s you with your passkey, or enter the code from your authenticator app.</p>
        <SecondFactorForm methods={methods} onPassed={onSignedIn} />
        <Button type="link" onClick={() => setMethods(undefined)}>
          Start over
        </Button>
      </div>
    );
  }

  return (
    <>
      {canUsePasskeys && (
        <>
          <Button
            size="large"
            block
            loading={passkey.isPending}
            onClick={() =>
              passkey.mutate(
                {},
                {
                  onSuccess: onSignedIn,
                  onError: (error) => notifyPasskeyFailure(notification, error),
                },
              )
            }
          >
            Sign in with a passkey
          </Button>
          <OrDivider />
        </>
      )}
      <AuthForm<SignInValues> name="signin" onFinish={onFinish}>
        <EmailField autoComplete="username webauthn" required />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          requiredMessage="Please enter your password."
        />
        <Button type="primary" htmlType="submit" block size="large" loading={signIn.isPending}>
          {signIn.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </AuthForm>
    </>
  );
}
