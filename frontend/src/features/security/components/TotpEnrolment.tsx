import type { TotpSetup } from '@sadhana/rules/api';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import { serverMessage } from '../../../lib/api-errors';
import { useConfirmTotp } from '../api/confirm-totp';
import { useSetUpTotp } from '../api/set-up-totp';
import styles from '../security.module.css';

/**
 * Turning an authenticator app on: its QR code (or the key to type), then the app's first code;
 * `onEnabled` gets the recovery codes to show once.
 */
export function TotpEnrolment({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const setUp = useSetUpTotp();
  const confirm = useConfirmTotp();
  const withStepUp = useStepUp();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!setup) {
    return (
      <>
        {error && <Alert type="error" title={error} showIcon role="alert" />}
        <Button
          loading={setUp.isPending}
          onClick={() => {
            setError(null);
            withStepUp(() => setUp.mutateAsync()).then(setSetup, (failure: unknown) =>
              setError(
                serverMessage(failure) ?? 'The authenticator app could not be set up. Please try again.',
              ),
            );
          }}
        >
          Set up an authenticator app
        </Button>
      </>
    );
  }
  return (
    <div>
      <p>Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…):</p>
      <img
        className={styles.securityQr}
        src={setup.qrCode}
        alt="QR code to add Sadhana to your authenticator app"
      />
      <p>
        Or type this key: <code className={styles.securitySecret}>{setup.secret}</code>
      </p>
      {error && <Alert type="error" title={error} showIcon role="alert" />}
      <Form<{ code: string }>
        layout="vertical"
        requiredMark={false}
        name="totp-confirm"
        onFinish={({ code }) => {
          setError(null);
          confirm.mutate(code.trim(), {
            onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
            onError: (failure) =>
              setError(serverMessage(failure) ?? 'Something went wrong. Please try again.'),
          });
        }}
      >
        <div className={styles.securityRow}>
          <Form.Item
            label="Code from the app"
            name="code"
            rules={[{ required: true, whitespace: true, message: 'Please enter the six-digit code.' }]}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={confirm.isPending}>
              Turn on
            </Button>
          </Form.Item>
        </div>
      </Form>
    </div>
  );
}
