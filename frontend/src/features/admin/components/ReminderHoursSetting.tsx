import { LOCK_HOURS } from '@sadhana/rules/registration';
import { MAX_REMINDER_HOURS_BEFORE_LOCK } from '@sadhana/rules/session-mails';
import { App, Button, InputNumber } from 'antd';
import { type ReactNode, useState } from 'react';
import { serverMessage } from '../../../lib/api-errors';
import { BEFORE_QUIET_HOURS, QUIET_HOURS_BEGIN, QUIET_HOURS_END } from '../../../lib/quiet-hours';
import styles from '../admin.module.css';
import { useSessionMailSettings } from '../api/get-session-mail-settings';
import { useSetReminderHours } from '../api/set-reminder-hours';
import { RefusalAlert } from './RefusalAlert';

const hoursInWords = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/**
 * When the session reminders go: the studio's hours before the lock, what that means for a session,
 * the quiet hours, and a field to change it. The server checks the number; its refusal shows here.
 */
export function ReminderHoursSetting() {
  const { notification } = App.useApp();
  const settings = useSessionMailSettings();
  const save = useSetReminderHours();
  // What was typed since the last save (null: emptied); untouched, the field shows the setting.
  const [draft, setDraft] = useState<number | null | undefined>(undefined);

  let body: ReactNode;
  if (settings.isPending) body = <p>Loading the reminder setting...</p>;
  else if (settings.isError)
    body = (
      <p role="alert" className={styles.adminError}>
        {serverMessage(settings.error) ?? 'Could not load the reminder setting.'}
      </p>
    );
  else {
    const hours = settings.data.reminderHoursBeforeLock;
    const submit = () =>
      save.mutate(draft === undefined ? hours : draft, {
        onSuccess: ({ reminderHoursBeforeLock: saved }) => {
          setDraft(undefined);
          notification.success({
            title: 'Reminder time saved',
            description: `Reminders go ${hoursInWords(saved)} before the lock, ${hoursInWords(saved + LOCK_HOURS)} before the session.`,
          });
        },
      });
    body = (
      <>
        <p data-testid="reminder-hours-now">
          Each registration gets one reminder mail{' '}
          <strong>
            {hoursInWords(hours)} before its lock, {hoursInWords(hours + LOCK_HOURS)} before the session
          </strong>{' '}
          (the lock closes free cancellation {LOCK_HOURS} hours before it starts). None go between{' '}
          {QUIET_HOURS_BEGIN} and {QUIET_HOURS_END} Eastern: a reminder that would fall then goes at{' '}
          {BEFORE_QUIET_HOURS} the evening before. A registration made after its reminder time is reminded at
          once, or at {QUIET_HOURS_END}, and not at all once the lock has closed.
        </p>
        <form
          className={styles.adminInlineForm}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor="reminder-hours">Hours before the lock</label>
          {/* No min/max props: antd would clamp what was typed; the server checks it and says why. */}
          <InputNumber
            id="reminder-hours"
            value={draft === undefined ? hours : draft}
            step={1}
            aria-describedby="reminder-hours-range"
            aria-valuemin={1}
            aria-valuemax={MAX_REMINDER_HOURS_BEFORE_LOCK}
            onChange={(value) => {
              save.reset();
              setDraft(typeof value === 'number' ? value : null);
            }}
          />
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save
          </Button>
          <span id="reminder-hours-range" className={styles.adminEmail}>
            A whole number from 1 to {MAX_REMINDER_HOURS_BEFORE_LOCK}.
          </span>
        </form>
        <RefusalAlert error={save.error} fallback="Could not save the reminder time. Please try again." />
      </>
    );
  }
  return (
    <section className={styles.adminMailSection} aria-labelledby="reminder-hours-title">
      <h2 id="reminder-hours-title">Session reminders</h2>
      {body}
    </section>
  );
}
