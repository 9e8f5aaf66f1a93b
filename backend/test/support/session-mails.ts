import { JobQueue, type JobView } from '../../src/platform/jobs/job-queue.js';
import { eventually } from './eventually.js';
import { type OutboxMail, readOutbox } from './outbox.js';
import type { TestApp } from './test-app.js';

/** The session mail jobs waiting to run, in the order they will. */
export async function upcomingSessionMails(testApp: TestApp): Promise<JobView[]> {
  const { jobs } = await testApp.app.get(JobQueue).list('upcoming', 1, 100, testApp.db.dataSource.manager);
  return jobs.filter((job) => job.queue === 'session-mails');
}

/** Waits until a job of this kind for this date waits to run at `runAt` (the planner follows the log). */
export function sessionMailPlanned(
  testApp: TestApp,
  kind: string,
  date: string,
  runAt: string,
): Promise<JobView[]> {
  return eventually(
    () => upcomingSessionMails(testApp),
    (jobs) =>
      expect(jobs).toContainEqual(expect.objectContaining({ data: { kind, date }, runAt, state: 'created' })),
  );
}

/** Waits until each address has a mail whose subject is `subject`, and returns every such mail. */
export function mailsArrived(
  testApp: TestApp,
  subject: string,
  to: readonly string[],
): Promise<OutboxMail[]> {
  return eventually(
    async () => (await readOutbox(testApp)).filter((mail) => mail.subject === subject),
    (mails) => expect(mails.map((mail) => mail.to).sort()).toEqual(expect.arrayContaining([...to].sort())),
    20_000,
  );
}
