import { LOCK_HOURS } from '@sadhana/rules/registration';
import { App, Switch } from 'antd';
import { notifyFailure } from '../../../lib/notify-failure';
import { QUIET_HOURS_BEGIN, QUIET_HOURS_END } from '../../../lib/quiet-hours';
import { useSwitchSessionReminders } from '../api/switch-session-reminders';
import styles from './Profile.module.css';
import card from './profile-card.module.css';

/**
 * The member's reminder mails, on or off: what they are in a line, a switch named by the card's
 * heading. The switch shows the current user's setting; the server's answer updates it.
 */
export function SessionRemindersCard({ on }: { on: boolean }) {
  const { notification } = App.useApp();
  const change = useSwitchSessionReminders();
  const toggle = (next: boolean) =>
    change.mutate(next, {
      onSuccess: ({ sessionReminders }) =>
        notification.success({ title: `Session reminders ${sessionReminders ? 'on' : 'off'}` }),
      onError: (error) =>
        notifyFailure(notification, 'Update Failed', error, 'Your reminder setting could not be saved.'),
    });
  return (
    <section
      className={`${card.profileCard} ${styles.profileSetting}`}
      aria-labelledby="reminders-title"
      data-testid="reminders-card"
    >
      <h2 id="reminders-title">Session reminders</h2>
      <p id="reminders-what">
        A mail before each session you register for, while you can still cancel it for free (until{' '}
        {LOCK_HOURS} hours before it starts). Never sent between {QUIET_HOURS_BEGIN} and {QUIET_HOURS_END}{' '}
        Eastern.
      </p>
      <div className={styles.profileSwitchRow}>
        <Switch
          checked={on}
          loading={change.isPending}
          onChange={toggle}
          aria-labelledby="reminders-title"
          aria-describedby="reminders-what"
        />
        <span>{on ? 'On: you get a reminder for each session.' : 'Off: no reminder mails.'}</span>
      </div>
    </section>
  );
}
