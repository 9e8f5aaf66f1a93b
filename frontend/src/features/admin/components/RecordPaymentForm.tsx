import type { FeeItem } from '@sadhana/rules/api';
import type { FeeSettlementMethod } from '@sadhana/rules/fees';
import { App, Button, Form, Input, Select } from 'antd';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import styles from '../admin.module.css';
import { useRecordFeePayment } from '../api/record-fee-payment';
import { feeIdentity, SETTLEMENT_METHOD_OPTIONS } from '../lib/fee-settlement';
import { RefusalAlert } from './RefusalAlert';

interface PaymentFields {
  method: FeeSettlementMethod;
  note?: string;
}

/** A fee paid at the studio, not through the Pay button: how it was paid, and a note if useful. */
export function RecordPaymentForm({
  userId,
  fee,
  onDone,
}: {
  userId: string;
  fee: FeeItem;
  onDone: () => void;
}) {
  const { notification } = App.useApp();
  const record = useRecordFeePayment(userId);
  // Recording a payment moves money in the books: the server asks for a fresh second factor, as for a waiver.
  const withStepUp = useStepUp();
  const submit = ({ method, note }: PaymentFields) =>
    withStepUp(() =>
      record.mutateAsync({
        sessionDate: fee.sessionDate,
        kind: fee.kind,
        method,
        note: note?.trim() || undefined,
      }),
    ).then(
      () => {
        notification.success({ title: 'Payment recorded' });
        onDone();
      },
      (error: unknown) =>
        console.warn('Recording a fee payment failed', { userId, fee: feeIdentity(fee), error }),
    );
  return (
    <Form<PaymentFields>
      name={`record-payment-${feeIdentity(fee)}`}
      layout="vertical"
      initialValues={{ method: 'cash' }}
      onFinish={submit}
      className={styles.adminFeeForm}
    >
      <Form.Item
        name="method"
        label="Paid by"
        rules={[{ required: true, message: 'Choose how it was paid' }]}
      >
        <Select options={SETTLEMENT_METHOD_OPTIONS} className={styles.adminFeeMethod} />
      </Form.Item>
      <Form.Item name="note" label="Note (optional)">
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <RefusalAlert error={record.error} fallback="Could not record the payment. Please try again." />
      <div className={styles.adminFeeFormActions}>
        <Button type="primary" htmlType="submit" loading={record.isPending}>
          Save payment
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </Form>
  );
}
