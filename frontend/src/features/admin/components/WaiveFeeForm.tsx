import type { FeeItem } from '@sadhana/rules/api';
import { App, Button, Form, Input } from 'antd';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import styles from '../admin.module.css';
import { useWaiveFee } from '../api/waive-fee';
import { feeIdentity } from '../lib/fee-settlement';
import { RefusalAlert } from './RefusalAlert';

/** A fee the studio forgoes: the reason is kept in the member's history. */
export function WaiveFeeForm({ userId, fee, onDone }: { userId: string; fee: FeeItem; onDone: () => void }) {
  const { notification } = App.useApp();
  const waive = useWaiveFee(userId);
  // Waiving gives money away: the server asks for a fresh second factor, as for the other destructive calls.
  const withStepUp = useStepUp();
  const submit = ({ reason }: { reason: string }) =>
    withStepUp(() =>
      waive.mutateAsync({ sessionDate: fee.sessionDate, kind: fee.kind, reason: reason.trim() }),
    ).then(
      () => {
        notification.success({ title: 'Fee waived' });
        onDone();
      },
      (error: unknown) => console.warn('Waiving a fee failed', { userId, fee: feeIdentity(fee), error }),
    );
  return (
    <Form<{ reason: string }>
      name={`waive-fee-${feeIdentity(fee)}`}
      layout="vertical"
      onFinish={submit}
      className={styles.adminFeeForm}
    >
      <Form.Item
        name="reason"
        label="Reason for waiving"
        rules={[{ required: true, whitespace: true, message: 'Say why the fee is waived' }]}
      >
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <RefusalAlert error={waive.error} fallback="Could not waive the fee. Please try again." />
      <div className={styles.adminFeeFormActions}>
        <Button type="primary" danger htmlType="submit" loading={waive.isPending}>
          Waive fee
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </Form>
  );
}
