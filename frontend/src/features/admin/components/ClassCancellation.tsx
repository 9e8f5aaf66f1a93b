import type { SessionRoster } from '@sadhana/rules/admin-workspace';
import { MAX_CANCEL_REASON_LENGTH } from '@sadhana/rules/registration';
import { Alert, App, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import { notifyFailure } from '../../../lib/notify-failure';
import styles from '../admin.module.css';
import { useSetClassCancelled } from '../api/set-class-cancelled';
import { formatDate } from '../lib/admin-format';

/**
 * "Cancel this class" (a reason in a dialog: every registrant and waitlisted member is mailed it) and,
 * on a cancelled date, the reason and "Restore class". Both only until the session starts, and both
 * mail members: the server asks for a fresh second factor first.
 */
export function ClassCancellation({ roster }: { roster: SessionRoster }) {
  const { modal, notification } = App.useApp();
  const change = useSetClassCancelled();
  const withStepUp = useStepUp();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const when = `${roster.dayName}, ${formatDate(roster.date)}`;
  const started = roster.changeState === 'past';

  const cancelClass = () =>
    withStepUp(() => change.mutateAsync({ date: roster.date, cancelled: true, reason: reason.trim() })).then(
      ({ registered, waitlisted }) => {
        setOpen(false);
        setReason('');
        const told = registered + waitlisted;
        notification.success({
          title: 'Class cancelled',
          description: `${told} ${told === 1 ? 'person is' : 'people are'} being told by email.`,
        });
      },
      (error: unknown) =>
        notifyFailure(notification, 'Could not cancel the class', error, 'Please try again.'),
    );
  const confirmRestore = () =>
    modal.confirm({
      title: 'Restore class',
      content: `The ${when} class takes place again; everyone registered or waiting is back as before.`,
      okText: 'Restore class',
      onOk: () =>
        withStepUp(() => change.mutateAsync({ date: roster.date, cancelled: false })).then(
          () => notification.success({ title: 'Class restored' }),
          (error: unknown) =>
            notifyFailure(notification, 'Could not restore the class', error, 'Please try again.'),
        ),
    });

  if (roster.cancelReason !== null) {
    return (
      <Alert
        type="warning"
        showIcon
        className={styles.adminClassCancelled}
        title={`Class cancelled: ${roster.cancelReason}`}
        action={
          !started && (
            <Button size="small" onClick={confirmRestore}>
              Restore class
            </Button>
          )
        }
      />
    );
  }
  if (started) return null;
  return (
    <>
      <Button danger onClick={() => setOpen(true)}>
        Cancel this class
      </Button>
      <Modal
        open={open}
        title="Cancel this class"
        okText="Cancel class"
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        cancelText="Keep class"
        confirmLoading={change.isPending}
        onOk={() => void cancelClass()}
        onCancel={() => setOpen(false)}
      >
        <p>
          Everyone registered or on the waitlist for {when} is told by email, with your reason, and owes no
          fee for it. At most {MAX_CANCEL_REASON_LENGTH} characters.
        </p>
        <label htmlFor="cancel-reason">Reason</label>
        <Input.TextArea
          id="cancel-reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={MAX_CANCEL_REASON_LENGTH}
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </Modal>
    </>
  );
}
