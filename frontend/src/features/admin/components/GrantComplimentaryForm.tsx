import { App, Button, Form, Input } from 'antd';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import { addDays } from '../../../lib/eastern-time';
import styles from '../admin.module.css';
import { useGrantComplimentaryMembership } from '../api/grant-complimentary-membership';
import { RefusalAlert } from './RefusalAlert';

interface GrantFields {
  from: string;
  until: string;
  reason: string;
}

/** A membership without payment, for whole Eastern days from one date until another. */
export function GrantComplimentaryForm({ userId, today }: { userId: string; today: string }) {
  const { notification } = App.useApp();
  const [form] = Form.useForm<GrantFields>();
  const grant = useGrantComplimentaryMembership(userId);
  // Giving a membership away asks for a fresh second factor, as the other destructive calls do.
  const withStepUp = useStepUp();
  const submit = ({ from, until, reason }: GrantFields) =>
    withStepUp(() => grant.mutateAsync({ from, until, reason: reason.trim() })).then(
      () => {
        notification.success({ title: 'Complimentary membership granted' });
        form.resetFields();
      },
      (error: unknown) =>
        console.warn('Granting a complimentary membership failed', { userId, from, until, error }),
    );
  return (
    <Form<GrantFields>
      form={form}
      name="grant-complimentary"
      layout="vertical"
      initialValues={{ from: today, until: addDays(today, 30) }}
      onFinish={submit}
      className={styles.adminFeeForm}
    >
      <fieldset className={`${styles.adminFieldset} ${styles.adminGrantFieldset}`}>
        <legend>Grant complimentary membership</legend>
        <p className={styles.adminEmail} data-testid="grant-overlap-rule">
          It never overlaps a paid membership: for a member who pays through Stripe, it can begin only the day
          after their paid membership ends (once they have cancelled it).
        </p>
        <div className={styles.adminGrantDates}>
          <Form.Item name="from" label="From" rules={[{ required: true, message: 'Choose the first day' }]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item
            name="until"
            label="Until"
            dependencies={['from']}
            rules={[
              { required: true, message: 'Choose the last day' },
              ({ getFieldValue }) => ({
                validator: (_, until: string) =>
                  !until || !getFieldValue('from') || until >= getFieldValue('from')
                    ? Promise.resolve()
                    : Promise.reject(new Error('The last day cannot be before the first')),
              }),
            ]}
          >
            <Input type="date" />
          </Form.Item>
        </div>
        <Form.Item
          name="reason"
          label="Reason (a gift, a scholarship…)"
          rules={[{ required: true, whitespace: true, message: 'Say why the membership is given' }]}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <RefusalAlert
          error={grant.error}
          fallback="Could not grant the complimentary membership. Please try again."
        />
        <Button type="primary" htmlType="submit" loading={grant.isPending} className={styles.adminWrapButton}>
          Grant complimentary membership
        </Button>
      </fieldset>
    </Form>
  );
}
