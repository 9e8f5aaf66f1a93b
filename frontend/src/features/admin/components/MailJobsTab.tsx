import { JobsList } from './JobsList';
import { ReminderHoursSetting } from './ReminderHoursSetting';

/** The session mails: when the reminders go, and the job queue that sends them (upcoming and failed). */
export function MailJobsTab() {
  return (
    <>
      <ReminderHoursSetting />
      <JobsList view="upcoming" />
      <JobsList view="failed" />
    </>
  );
}
