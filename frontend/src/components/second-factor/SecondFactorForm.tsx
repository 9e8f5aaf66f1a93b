import type { SecondFactorMethod } from '@sadhana/rules/api';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useCheckSecondFactor } from '../../lib/api/check-second-factor';
import type { CurrentUser } from '../../lib/api/get-current-user';
import { isPasskeyPromptDismissed, usePasskeyAuthentication } from '../../lib/api/passkey-authentication';
import { serverMessage } from '../../lib/api-errors';
import styles from './second-factor.module.css';

const CODE_LABEL = 'Code from your authenticator app, or a recovery code';

/**
 * Confirms it is the account's owner with a second factor: the passkey (the browser's prompt), or a
 * six-digit code from the authenticator app, or one of the recovery codes. For a sign-in's second
 * step and for a step-up; `onPassed` gets the current user.
 */
export function SecondFactorForm({
  methods,
  onPassed,
}: {
  methods: readonly SecondFactorMethod[];
  onPassed: (user: CurrentUser) => void;
}) {
  const check = useCheckSecondFactor();
  const passkey = usePasskeyAuthentication();
  const [error, setError] = useState<string | null>(null);
  const takesCodes = methods.includes('totp') || methods.includes('recovery-code');

  const checkWithPasskey = () => {
    setError(null);
    passkey.mutate(
      {},
      {
        onSuccess: onPassed,
        onError: (failure) => {
          if (isPasskeyPromptDismissed(failure)) return;
          setError(serverMessage(failure) ?? 'The passkey could not be used. Please try again.');
        },
      },
    );
  };

  return (
    <div className={styles.secondFactor}>
      {error && (
        <Alert className={styles.secondFactorError} type="error" title={error} showIcon role="alert" />
      )}
      {methods.includes('passkey') && (
        <Button type="primary" size="large" block onClick={checkWithPasskey} loading={passkey.isPending}>
          Use your passkey
        </Button>
      )}
      {takesCodes && (
        <Form<{ code: string }>
          layout="vertical"
          requiredMark={false}
          name="second-factor"
          onFinish={({ code }) => {
            setError(null);
            check.mutate(code.trim(), {
              onSuccess: onPassed,
              onError: (failure) =>
                setError(serverMessage(failure) ?? 'Something went wrong. Please try again.'),
            });
          }}
        >
          <Form.Item
            label={CODE_LABEL}
            name="code"
            rules={[{ required: true, whitespace: true, message: 'Please enter a code.' }]}
          >
            <Input autoComplete="one-time-code" size="large" spellCheck={false} />
          </Form.Item>
          <Button
            type={methods.includes('passkey') ? 'default' : 'primary'}
            htmlType="submit"
            size="large"
            block
            loading={check.isPending}
          >
            Verify
          </Button>
        </Form>
      )}
    </div>
  );
}
