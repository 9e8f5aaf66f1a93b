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
const VIEWS: Record<JobsView, { title: string; about: string; empty: string }> = {
  upcoming: {
    title: 'Upcoming jobs',
    about: 'In the order they run. Times are Eastern (ET).',
    empty: 'No mails are waiting to go.',
  },
  failed: {
    title: 'Failed jobs',
    about: 'Newest first; each was tried as often as its queue allows. Times are Eastern (ET).',
    empty: 'No failed jobs.',
  },
};

/** When an upcoming job runs; when a failed one gave up. */
const whenOf = (job: AdminJob) => jobTime(job.finishedAt ?? job.runAt);

/**
 * The job queue's upcoming or failed jobs, a page at a time: what each sends and for which session,
 * when, its state and attempts; a failed one with its error and a Retry button.
 */
export function JobsList({ view }: { view: JobsView }) {
  const { notification } = App.useApp();
  const [page, setPage] = useState(1);
  const jobs = useJobsPage({ view, page });
  const retry = useRetryJob();
  const { title, about, empty } = VIEWS[view];
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
              title: 'Job queued again',
              description: `${jobWhat(job)} runs again now.`,
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
      title: failed ? 'Failed at' : 'When',
      key: 'when',
      render: (_, job) => <time dateTime={job.finishedAt ?? job.runAt}>{whenOf(job)}</time>,
    },
    ...(failed
      ? ([
          { title: 'Attempts', key: 'attempts', render: (_, job) => jobAttempts(job) },
          {
            title: 'Error',
            key: 'error',
            className: styles.adminJobError,
            render: (_, job) => job.error ?? 'No error recorded',
          },
          { title: 'Action', key: 'retry', render: (_, job) => retryButton(job) },
        ] satisfies ColumnsType<AdminJob>)
      : ([
          { title: 'State', key: 'state', render: (_, job) => jobState(job) },
          { title: 'Attempts', key: 'attempts', render: (_, job) => jobAttempts(job) },
        ] satisfies ColumnsType<AdminJob>)),
  ];
  const card = (job: AdminJob) => (
    <div className={styles.adminUserCard}>
      <strong>{jobWhat(job)}</strong>
      <span>
        {failed ? 'Failed at ' : ''}
        <time dateTime={job.finishedAt ?? job.runAt}>{whenOf(job)}</time>
      </span>
      <span>
        {failed ? '' : `${jobState(job)} · `}Attempts: {jobAttempts(job)}
      </span>
      {failed && <span className={styles.adminJobError}>{job.error ?? 'No error recorded'}</span>}
      {failed && retryButton(job)}
    </div>
  );

  return (
    <section className={styles.adminMailSection} aria-labelledby={titleId} data-testid={`${view}-jobs`}>
      <h2 id={titleId}>{title}</h2>
      <p className={styles.adminTotal}>{about}</p>
      {failed && <RefusalAlert error={retry.error} fallback="Could not retry the job. Please try again." />}
      <ServerPagedList
        noun={['job', 'jobs']}
        columns={columns}
        card={card}
        rowKey={(job) => job.id}
        data={jobs.data}
        // Not for the refresh every few seconds: only while a page is on its way.
        loading={jobs.isPending || jobs.isPlaceholderData}
        error={jobs.isError ? (serverMessage(jobs.error) ?? `Could not load the ${view} jobs.`) : null}
        emptyText={empty}
        page={page}
        onPage={setPage}
      />
    </section>
  );
}
