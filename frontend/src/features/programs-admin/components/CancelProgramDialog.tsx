import type { AdminProgramView } from '@sadhana/rules/programs';
import { App, Input, Modal } from 'antd';
import { useState } from 'react';
import { RefusalAlert } from '../../../components/RefusalAlert';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import { useCancelProgram } from '../api/cancel-program';

/** Calling a whole program off: every paid place refunded in full, each person mailed once with the reason. */
export function CancelProgramDialog({
  program,
  onClose,
}: {
  program: AdminProgramView;
  onClose: () => void;
}) {
  const { notification } = App.useApp();
  const cancel = useCancelProgram(program.id);
  const withStepUp = useStepUp();
  const [reason, setReason] = useState('');
  const submit = () =>
    withStepUp(() => cancel.mutateAsync(reason.trim())).then(
      () => {
        notification.success({
          title: 'Program cancelled',
          description: 'Every paid place is refunded in full and each person is mailed.',
        });
        onClose();
      },
      (error: unknown) => console.warn('Cancelling a program failed', { programId: program.id, error }),
    );
  return (
    <Modal
      open
      title={`Cancel ${program.title}?`}
      okText="Cancel program and refund everyone"
      okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
      cancelText="Keep it"
      confirmLoading={cancel.isPending}
      onOk={submit}
      onCancel={onClose}
    >
      <p>
        {program.registeredCount} {program.registeredCount === 1 ? 'person has' : 'people have'} a place.
        Every payment is refunded in full (card payments through Stripe; what was paid by hand, by the studio)
        and each person is mailed the reason.
      </p>
      <label htmlFor={`cancel-program-reason-${program.id}`}>Reason</label>
      <Input.TextArea
        id={`cancel-program-reason-${program.id}`}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={2}
        maxLength={500}
      />
      <RefusalAlert error={cancel.error} fallback="Could not cancel the program. Please try again." />
    </Modal>
  );
}
