import { PROGRAM_HAND_METHODS, PROGRAM_PAYMENT_METHOD_LABELS } from '@sadhana/rules/programs';
import { App, Button, Form, Input, Select } from 'antd';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import { type PlaceByHand, useRecordPlace } from '../api/record-place';
import styles from './programs-admin.module.css';

/**
 * A place paid outside the app (at the price the person would pay online) or given free, for the
 * account of an email, with a reason both read. It changes places: a fresh second factor is asked.
 */
export function RecordPlaceForm({ programId }: { programId: string }) {
  const { notification } = App.useApp();
  const record = useRecordPlace(programId);
  const withStepUp = useStepUp();
  const [form] = Form.useForm<PlaceByHand>();
  const submit = (place: PlaceByHand) =>
    withStepUp(() =>
      record.mutateAsync({ ...place, email: place.email.trim(), reason: place.reason.trim() }),
    ).then(
      () => {
        notification.success({ title: 'Place recorded', description: place.email });
        form.resetFields();
      },
      (error: unknown) => console.warn('Recording a place by hand failed', { programId, error }),
    );
  return (
    <Form<PlaceByHand>
      form={form}
      name={`record-place-${programId}`}
      layout="vertical"
      onFinish={submit}
      initialValues={{ method: 'cash' }}
    >
      <div className={styles.formRow}>
        <Form.Item
          name="email"
          label="Email of their account"
          rules={[{ required: true, type: 'email', message: 'Give the email of their account' }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="method" label="Paid by" rules={[{ required: true }]}>
          <Select
            options={PROGRAM_HAND_METHODS.map((method) => ({
              value: method,
              label: PROGRAM_PAYMENT_METHOD_LABELS[method],
            }))}
          />
        </Form.Item>
      </div>
      <Form.Item
        name="reason"
        label="Reason"
        rules={[{ required: true, whitespace: true, message: 'Say why' }]}
      >
        <Input maxLength={500} />
      </Form.Item>
      <RefusalAlert error={record.error} fallback="Could not record the place. Please try again." />
      <Button htmlType="submit" loading={record.isPending}>
        Record place
      </Button>
    </Form>
  );
}
