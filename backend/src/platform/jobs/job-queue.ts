import { createHash } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { Clock } from '../clock/clock.js';

/** What a queue's jobs carry: plain JSON. */
export type JobData = Record<string, string | number | boolean | null>;

export interface QueueDefinition<Data extends JobData> {
  readonly name: string;
  /** Does the work; a throw fails this attempt, and the queue tries again later (retryLimit times). */
  readonly work: (data: Data) => Promise<void>;
  readonly retryLimit: number;
  /** Seconds before the first retry; doubled for each next one. */
  readonly retryDelaySeconds: number;
  /** An attempt still running after this long (its process died) is given up and retried. */
  readonly expireInSeconds: number;
}

export interface ScheduleOptions {
  /** When to run, on the app's clock (default: now). */
  readonly at?: Date;
  /** The same key schedules the same job once: a second schedule of it is ignored. */
  readonly key: string;
}

/** A job as the admin's list shows it. */
export interface JobView {
  readonly id: string;
  readonly queue: string;
  readonly data: JobData;
  readonly state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** When it runs (upcoming) or ran, on the app's clock. */
  readonly runAt: string;
  readonly attempts: number;
  readonly retryLimit: number;
  /** Why the last attempt failed. */
  readonly error: string | null;
  readonly finishedAt: string | null;
}

/** Jobs to come, jobs done (their mails sent), jobs given up on. */
export type JobListView = 'upcoming' | 'sent' | 'failed';

const JOB_COUNT_STATES = ['waiting', 'active', 'failed'] as const;
export type JobCountState = (typeof JOB_COUNT_STATES)[number];

const SCHEMA = 'pgboss';

/** The job's id from its key: pg-boss inserts a job whose id exists already as nothing (ON CONFLICT DO NOTHING). */
export function jobIdFor(queue: string, key: string): string {
  const hex = createHash('sha1').update(`${queue}\u0000${key}`).digest('hex');
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Scheduled and retried work on PostgreSQL, through pg-boss: jobs are rows in the `pgboss` schema (made
 * by a migration), so they survive restarts, and any number of app instances take them without taking
 * one twice (SKIP LOCKED). A job may be scheduled inside a caller's transaction, so it exists exactly
 * when what asked for it committed. Times are the app's clock: pg-boss compares with the database's
 * clock, so a time is handed over as the same distance from the database's now.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly boss: PgBoss;
  private readonly queues = new Map<string, QueueDefinition<JobData>>();
  private started = false;
  private markStarted!: () => void;
  /** Resolves once every defined queue exists and has its worker: jobs scheduled before would be lost. */
  readonly ready = new Promise<void>((resolve) => {
    this.markStarted = resolve;
  });

  constructor(
    databaseUrl: string,
    private readonly clock: Clock,
    private readonly pollingIntervalSeconds = 1,
  ) {
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      schema: SCHEMA,
      max: 4,
      // The schema is the baseline migration's; pg-boss upgrades it itself on a newer version.
      migrate: true,
      // Failed jobs stay in the admin's list for a month.
      archiveFailedAfterSeconds: 30 * 24 * 3600,
      application_name: 'sadhana-jobs',
    });
    this.boss.on('error', (error) => this.logger.error({ message: 'job queue error', error: String(error) }));
  }

  /** A queue and its worker; contexts define theirs before the app starts. */
  define<Data extends JobData>(queue: QueueDefinition<Data>): void {
    if (this.started) throw new Error(`queue ${queue.name} defined after the job queue started`);
    this.queues.set(queue.name, queue as unknown as QueueDefinition<JobData>);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const queue of this.queues.values()) {
      await this.boss.createQueue(queue.name, {
        name: queue.name,
        retryLimit: queue.retryLimit,
        retryDelay: queue.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: queue.expireInSeconds,
      });
      await this.boss.work<JobData>(
        queue.name,
        { pollingIntervalSeconds: this.pollingIntervalSeconds, batchSize: 1 },
        async ([job]) => {
          try {
            await queue.work(job.data);
          } catch (error) {
            this.logger.error({
              message: 'job failed',
              queue: queue.name,
              job: job.id,
              error: String(error),
            });
            throw error;
          }
        },
      );
    }
    this.markStarted();
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    // Running jobs finish; one that does not in time is taken again after its expiry.
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  /**
   * Schedules a job once per key. Given a transaction (`db`), the job is written in it and exists only
   * if it commits.
   */
  async schedule(
    queue: string,
    data: JobData,
    { at, key }: ScheduleOptions,
    db?: EntityManager,
  ): Promise<void> {
    // pg-boss drops a job for a queue it does not have without a word.
    if (!this.queues.has(queue)) throw new Error(`no job queue ${queue}`);
    const now = this.clock.now();
    const startAfter = new Date(Date.now() + Math.max(0, (at ?? now).getTime() - now.getTime()));
    await this.boss.send(queue, data, {
      id: jobIdFor(queue, key),
      startAfter,
      ...(db ? { db: executorOf(db) } : {}),
    });
  }

  /**
   * Takes back the jobs still waiting whose data is one of `data` (a plan another replaces), in the
   * caller's transaction. A job a worker has taken already runs; its work must check it is still due.
   */
  async unschedule(queue: string, data: readonly JobData[], db: EntityManager): Promise<void> {
    // Locked, a waiting job can no longer be taken (workers skip locked rows) until this commits.
    const rows: { id: string }[] = await db.query(
      `SELECT id FROM ${SCHEMA}.job WHERE name = $1 AND state = 'created' AND data = ANY($2::jsonb[])
          FOR UPDATE SKIP LOCKED`,
      [queue, data.map((one) => JSON.stringify(one))],
    );
    if (rows.length > 0)
      await this.boss.deleteJob(
        queue,
        rows.map((row) => row.id),
        { db: executorOf(db) },
      );
  }

  /** Upcoming (waiting or to be retried) in the order they run, or failed, newest first; 50 a page. */
  async list(
    view: JobListView,
    page: number,
    pageSize: number,
    db: EntityManager,
  ): Promise<{ jobs: JobView[]; total: number }> {
    const names = [...this.queues.keys()];
    const states = { upcoming: ['created', 'retry', 'active'], sent: ['completed'], failed: ['failed'] }[
      view
    ];
    const order = view === 'upcoming' ? 'start_after, id' : 'completed_on DESC, id';
    const source = `(SELECT id, name, data, state::text, start_after, retry_count, retry_limit, output, completed_on
                       FROM ${SCHEMA}.job UNION ALL
                     SELECT id, name, data, state::text, start_after, retry_count, retry_limit, output, completed_on
                       FROM ${SCHEMA}.archive) AS jobs`;
    const where = `name = ANY($1) AND state = ANY($2)`;
    const [rows, [{ total }]] = await Promise.all([
      db.query(
        `SELECT id, name, data, state, start_after, retry_count, retry_limit, output, completed_on
           FROM ${source} WHERE ${where} ORDER BY ${order} LIMIT $3 OFFSET $4`,
        [names, states, pageSize, (page - 1) * pageSize],
      ),
      db.query(`SELECT count(*)::int AS total FROM ${source} WHERE ${where}`, [names, states]),
    ]);
    const skew = this.clock.now().getTime() - Date.now();
    const onAppClock = (at: Date | null) => (at ? new Date(at.getTime() + skew).toISOString() : null);
    // The app's clock and the wall are read a moment apart, here and when the job was scheduled: a
    // time planned on the whole second (as every session mail's is) would read a millisecond off.
    const plannedOnAppClock = (at: Date) =>
      new Date(Math.round((at.getTime() + skew) / 1000) * 1000).toISOString();
    return {
      total,
      jobs: rows.map((row: JobRow) => ({
        id: row.id,
        queue: row.name,
        data: row.data,
        state: row.state,
        runAt: plannedOnAppClock(row.start_after),
        attempts: row.retry_count,
        retryLimit: row.retry_limit,
        error: errorOf(row.output),
        finishedAt: onAppClock(row.completed_on),
      })),
    };
  }

  /**
   * How many of each queue's jobs wait (to run, or to be retried), run now, and failed for good (kept
   * a month), for the operator's metrics.
   */
  async counts(db: EntityManager): Promise<{ queue: string; state: JobCountState; count: number }[]> {
    const rows: { queue: string; state: JobCountState; count: number }[] = await db.query(
      `SELECT name AS queue,
              CASE WHEN state IN ('created', 'retry') THEN 'waiting' ELSE state::text END AS state,
              count(*)::int AS count
         FROM (SELECT name, state FROM ${SCHEMA}.job WHERE state IN ('created', 'retry', 'active', 'failed')
               UNION ALL
               SELECT name, state FROM ${SCHEMA}.archive WHERE state = 'failed') AS jobs
        WHERE name = ANY($1)
        GROUP BY 1, 2`,
      [[...this.queues.keys()]],
    );
    const counted = new Map(rows.map((row) => [`${row.queue}\u0000${row.state}`, row.count]));
    return [...this.queues.keys()].flatMap((queue) =>
      JOB_COUNT_STATES.map((state) => ({ queue, state, count: counted.get(`${queue}\u0000${state}`) ?? 0 })),
    );
  }

  /** A failed job runs again now; false when there is no such failed job. */
  async retry(id: string, db: EntityManager): Promise<boolean> {
    const [job]: { name: string }[] = await db.query(
      `SELECT name FROM ${SCHEMA}.job WHERE id = $1 AND state = 'failed' AND name = ANY($2)`,
      [id, [...this.queues.keys()]],
    );
    if (!job) return false;
    await this.boss.retry(job.name, id);
    return true;
  }
}

/** pg-boss's statements run in the caller's transaction. */
function executorOf(db: EntityManager): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: await db.query(text, values) }) };
}

interface JobRow {
  id: string;
  name: string;
  data: JobData;
  state: JobView['state'];
  start_after: Date;
  retry_count: number;
  retry_limit: number;
  output: unknown;
  completed_on: Date | null;
}

/** pg-boss keeps a failed attempt's error as its output ({ message, stack, … }). */
function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message : JSON.stringify(output);
}
