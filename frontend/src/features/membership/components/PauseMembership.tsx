import type { CurrentUserView } from '@sadhana/rules/api';
import { DROP_IN_FEE_WEEKDAY, DROP_IN_FEE_WEEKEND, dollars } from '@sadhana/rules/fees';
import { PAUSE_WEEK_CHOICES, pauseLastDay, weeksInWords } from '@sadhana/rules/membership-pause';
import { App, Button, Select } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../lib/api-errors';
import { easternDate, formatLongDate } from '../../../lib/eastern-time';
import { useCallFailureHandler } from '../../../lib/use-auth-required';
import { usePauseMembership } from '../api/pause-membership';
import styles from '../membership.module.css';
import { ResumeMembershipButton } from './ResumeMembershipButton';

type PauseFacts = Partial<
  Pick<
    CurrentUserView,
    'membershipActive' | 'membershipEndDate' | 'membershipPausedUntil' | 'stripeSubscriptionId'
  >
>;

/**
 * The profile's "Pause while away": a paying member chooses 1 to 8 weeks from today; paused, they see
 * until when and may resume early. Nothing for a membership set to end, a complimentary one or none.
 */
export function PauseMembership({ membership }: { membership: PauseFacts }) {
  if (membership.membershipPausedUntil) {
    return (
      <div className={styles.pauseMembership} data-testid="membership-pause">
        <p>
          You are not charged for the paused weeks. Sessions you attend meanwhile cost the drop-in fee (
          {dollars(DROP_IN_FEE_WEEKDAY)} weekdays, {dollars(DROP_IN_FEE_WEEKEND)} Saturday/Sunday), and member
          prices do not apply.
        </p>
        <ResumeMembershipButton />
      </div>
    );
  }
  if (!membership.membershipActive || !membership.stripeSubscriptionId || membership.membershipEndDate)
    return null;
  return <PauseForm />;
}

function PauseForm() {
  const { modal, notification } = App.useApp();
  const onFailure = useCallFailureHandler();
  const pause = usePauseMembership();
  const [weeks, setWeeks] = useState(2);
  const confirm = () => {
    const today = easternDate(new Date());
    const until = formatLongDate(pauseLastDay(today, weeks));
    modal.confirm({
      title: 'Pause membership',
      content: `Pause for ${weeksInWords(weeks)}, from today until ${until}? You are not charged for these weeks: your next payment moves ${weeksInWords(weeks)} later. While paused, sessions cost the drop-in fee and member prices do not apply.`,
      okText: 'Pause membership',
      cancelText: 'Keep it running',
      onOk: () => {
        pause.mutate(weeks, {
          onSuccess: ({ pausedUntil }) =>
            notification.success({
              title: 'Membership paused',
              description: pausedUntil ? `Paused until ${formatLongDate(pausedUntil)}.` : undefined,
            }),
          onError: (error) =>
            onFailure(error, serverMessage(error) ?? 'Failed to pause your membership. Please try again.'),
        });
      },
    });
  };
  return (
    <fieldset className={styles.pauseMembership} data-testid="membership-pause">
      <legend>Pause while away</legend>
      <p>Travelling? Pause for 1 to 8 weeks from today: the paused weeks are not charged.</p>
      <div className={styles.pauseControls}>
        <label htmlFor="pause-weeks">Pause for</label>
        <Select
          id="pause-weeks"
          value={weeks}
          onChange={setWeeks}
          options={PAUSE_WEEK_CHOICES.map((choice) => ({ value: choice, label: weeksInWords(choice) }))}
          className={styles.pauseWeeks}
        />
        <Button loading={pause.isPending} disabled={pause.isPending} onClick={confirm}>
          {pause.isPending ? 'Pausing...' : 'Pause membership'}
        </Button>
      </div>
    </fieldset>
  );
}
