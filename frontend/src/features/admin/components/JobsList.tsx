import type { AdminJob } from '@sadhana/rules/admin-workspace';
import { App, Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { serverMessage } from '../../../lib/api-errors';
import styles from '../admin.module.css';
import { type JobsView, useJobsPage } from '../api/get-jobs-page';
import { useRetryJob } from '../api/retry-job';
import { jobAttempts, jobState, jobTime, jobWhat } from '../lib/job-words';
import { RefusalAlert } from './RefusalAlert';
import { ServerPagedList } from './ServerPagedList';

/** What each list says of itself. */
const VIEWS: Record<JobsView, { title: string; about: string; empty: string; when: string }> = {
  upcoming: {
    title: 'Scheduled emails',
    about: 'Emails waiting to go, in the order they go. Times are Eastern (ET).',
    empty: 'No emails are scheduled.',
    when: 'Goes at',
  },
  sent: {
    title: 'Sent emails',
    about: 'Newest first. Times are Eastern (ET).',
    empty: 'No emails sent yet.',
    when: 'Sent at',
  },
  failed: {
    title: 'Failed emails',
    about:
      'Emails that could not be sent however often they were tried, newest first. Retry sends them again now. Times are Eastern (ET).',
    empty: 'No emails failed.',
    when: 'Failed at',
  },
};

/** When a scheduled email goes; when a sent one went or a failed one was given up. */
const whenOf = (job: AdminJob) => jobTime(job.finishedAt ?? job.runAt);

/**
 * The session emails scheduled, sent or failed, a page at a time (each a run of the job queue that
 * mails everyone owed one kind of email for one session): what and for which session, when; a
 * scheduled one with its state, a failed one with its tries, why, and Retry.
 */
export function JobsList({ view }: { view: JobsView }) {
  const { notification } = App.useApp();
  const [page, setPage] = useState(1);
  const jobs = useJobsPage({ view, page });
  const retry = useRetryJob();
  const { title, about, empty, when } = VIEWS[view];
  const failed = view === 'failed';
  const titleId = `${view}-jobs-title`;

  const retryButton = (job: AdminJob) => (
    <Button
      aria-label={`Retry ${jobWhat(job)}`}
      loading={retry.isPending && retry.variables === job.id}
      onClick={() =>
        retry.mutate(job.id, {
          onSuccess: () =>
            notification.success({
              title: 'Sending again',
              description: `${jobWhat(job)}: sent again now.`,
            }),
        })
      }
    >
      Retry
    </Button>
  );
  const columns: ColumnsType<AdminJob> = [
    { title: 'What', key: 'what', render: (_, job) => jobWhat(job) },
    {
      title: when,
      key: 'when',
      width: 210,
      render: (_, job) => <time dateTime={job.finishedAt ?? job.runAt}>{whenOf(job)}</time>,
    },
    ...(failed
      ? ([
          { title: 'Tries', key: 'attempts', width: 90, render: (_, job) => jobAttempts(job) },
          {
            title: 'Why',
            key: 'error',
            className: styles.adminJobError,
            render: (_, job) => job.error ?? 'No reason recorded',
          },
          { title: 'Action', key: 'retry', width: 110, render: (_, job) => retryButton(job) },
        ] satisfies ColumnsType<AdminJob>)
      : view === 'upcoming'
        ? ([
            { title: 'State', key: 'state', width: 150, render: (_, job) => jobState(job) },
          ] satisfies ColumnsType<AdminJob>)
        : []),
  ];
  const card = (job: AdminJob) => (
    <div className={styles.adminUserCard}>
      <strong>{jobWhat(job)}</strong>
      <span>
        {when} <time dateTime={job.finishedAt ?? job.runAt}>{whenOf(job)}</time>
      </span>
      {view === 'upcoming' && <span>{jobState(job)}</span>}
      {failed && <span>Tries: {jobAttempts(job)}</span>}
      {failed && <span className={styles.adminJobError}>{job.error ?? 'No reason recorded'}</span>}
      {failed && retryButton(job)}
    </div>
  );

  return (
    <section className={styles.adminMailSection} aria-labelledby={titleId} data-testid={`${view}-jobs`}>
      <h2 id={titleId}>{title}</h2>
      <p className={styles.adminTotal}>{about}</p>
      {failed && <RefusalAlert error={retry.error} fallback="Could not retry the job. Please try again." />}
      <ServerPagedList
        noun={['email run', 'email runs']}
        columns={columns}
        card={card}
        rowKey={(job) => job.id}
        data={jobs.data}
        // Not for the refresh every few seconds: only while a page is on its way.
        loading={jobs.isPending || jobs.isPlaceholderData}
        error={
          jobs.isError ? (serverMessage(jobs.error) ?? `Could not load the ${title.toLowerCase()}.`) : null
        }
        emptyText={empty}
        page={page}
        onPage={setPage}
      />
    </section>
  );
}
