import type { PasskeyRegistered } from '@sadhana/rules/api';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import { isPasskeyPromptDismissed } from '../../../lib/api/passkey-authentication';
import { serverMessage } from '../../../lib/api-errors';
import { useRegisterPasskey } from '../api/register-passkey';
import styles from '../security.module.css';

/** Adding a passkey under a name of the member's choosing ("Phone", "Laptop"). */
export function PasskeyEnrolment({ onAdded }: { onAdded: (registered: PasskeyRegistered) => void }) {
  const register = useRegisterPasskey();
  const withStepUp = useStepUp();
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ name: string }>();
  return (
    <>
      {error && <Alert type="error" title={error} showIcon role="alert" />}
      <Form<{ name: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        name="passkey-add"
        initialValues={{ name: 'Passkey' }}
        onFinish={({ name }) => {
          setError(null);
          withStepUp(() => register.mutateAsync(name.trim())).then(
            (registered) => {
              form.resetFields();
              onAdded(registered);
            },
            (failure: unknown) => {
              if (isPasskeyPromptDismissed(failure)) return;
              setError(serverMessage(failure) ?? 'The passkey could not be added. Please try again.');
            },
          );
        }}
      >
        <div className={styles.securityRow}>
          <Form.Item
            label="Passkey name"
            name="name"
            rules={[
              { required: true, whitespace: true, message: 'Please name the passkey.' },
              { max: 60, message: 'At most 60 characters.' },
            ]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={register.isPending}>
              Add a passkey
            </Button>
          </Form.Item>
        </div>
      </Form>
    </>
  );
}
