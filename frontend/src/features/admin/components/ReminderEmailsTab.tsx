import { JobsList } from './JobsList';
import { ReminderHoursSetting } from './ReminderHoursSetting';

/** The session emails: when the reminders go, then those scheduled, those sent and those that failed. */
export function ReminderEmailsTab() {
  return (
    <>
      <ReminderHoursSetting />
      <JobsList view="upcoming" />
      <JobsList view="sent" />
      <JobsList view="failed" />
    </>
  );
}
