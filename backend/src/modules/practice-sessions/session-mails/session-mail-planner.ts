import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { LOCK_HOURS, registrationWindow } from '@sadhana/rules/registration';
import { mailSendAt, reminderSendAt } from '@sadhana/rules/session-mails';
import type { EntityManager } from 'typeorm';
import type {
  JoinedWaitlist,
  PromotedFromWaitlist,
  RegisteredForSession,
  SessionCancelled,
} from '../../../domain/practice-sessions/practice-session.events.js';
import type { ReminderHoursSet } from '../../../domain/practice-sessions/session-mail-settings.js';
import { Clock } from '../../../platform/clock/clock.js';
import { type SessionDate, studioDate } from '../../../platform/domain/eastern-time.js';
import { JobQueue } from '../../../platform/jobs/job-queue.js';
import { ProjectionRunners } from '../../../platform/projection-engine/projection-engine.module.js';
import { defineProjector, type Recorded } from '../../../platform/projection-engine/projector.js';
import { PracticeSchedule } from '../practices/practice-schedule.js';
import { reminderHoursBeforeLock } from './reminder-settings.queries.js';
import { SESSION_MAILS_QUEUE, type SessionMailJob, sessionMailJobKey } from './session-mail-jobs.js';

type PlannedEvent =
  | RegisteredForSession
  | PromotedFromWaitlist
  | JoinedWaitlist
  | SessionCancelled
  | ReminderHoursSet;

type PlannedJob = { job: SessionMailJob; at: Date; key: string };

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Schedules the session mails as the log tells what happened: a registration's reminder before its
 * lock; a promotion's and a cancelled class's news at once (in the morning, when it can wait out
 * the quiet hours); the waitlist's "no place" when the lock closes; and every open date's reminders
 * again when the studio changes their time. A reactor: its jobs are written in the transaction
 * that moves its checkpoint, so each is scheduled once. It schedules nothing for a session that has
 * begun, so replaying old events (a version change) sends nothing old.
 */
@Injectable()
export class SessionMailPlanner implements OnApplicationBootstrap {
  private readonly logger = new Logger('SessionMails');

  readonly reactor = defineProjector<PlannedEvent>({
    name: 'session_mail_planner',
    versions: ['the mails owed for each date with registrations'],
    eventTypes: [
      'RegisteredForSession',
      'PromotedFromWaitlist',
      'JoinedWaitlist',
      'SessionCancelled',
      'ReminderHoursSet',
    ],
    tables: [],
    apply: (events, { db }) => this.plan(events, db),
  });

  constructor(
    private readonly runners: ProjectionRunners,
    private readonly jobs: JobQueue,
    private readonly schedule: PracticeSchedule,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    // Not awaited: Nest may run this hook before the job queue's, which creates the queue.
    this.jobs.ready
      .then(() => this.runners.follow(this.reactor))
      .catch((error: unknown) =>
        this.logger.error({ message: 'session mail planner not started', error: String(error) }),
      );
  }

  private async plan(events: readonly Recorded<PlannedEvent>[], db: EntityManager): Promise<void> {
    const now = this.clock.now();
    const hours = await reminderHoursBeforeLock(db);
    const planned = new Map<string, PlannedJob>();
    if (events.some((event) => event.type === 'ReminderHoursSet')) {
      // The open dates' reminders are planned anew below: the earlier plan goes (nobody to list it).
      const dates = registrationWindow(studioDate(now));
      await this.jobs.unschedule(
        SESSION_MAILS_QUEUE,
        dates.map((date) => ({ kind: 'reminder', date })),
        db,
      );
    }
    for (const event of events)
      for (const job of await this.jobsFor(event, hours, now)) planned.set(job.key, job);
    for (const { job, at, key } of planned.values())
      await this.jobs.schedule(SESSION_MAILS_QUEUE, job, { at, key }, db);
  }

  private async jobsFor(event: Recorded<PlannedEvent>, hours: number, now: Date): Promise<PlannedJob[]> {
    if (event.type === 'ReminderHoursSet') {
      const dates = registrationWindow(studioDate(now));
      return (await Promise.all(dates.map((date) => this.reminder(date, hours, now)))).flat();
    }
    const date = event.data.sessionDate;
    const startsAt = await this.schedule.sessionStartOn(date);
    if (!startsAt || startsAt <= now) return [];
    const lock = new Date(startsAt.getTime() - LOCK_HOURS * HOUR_MS);
    const job = (kind: SessionMailJob['kind'], at: Date, discriminator: string): PlannedJob[] => [
      { job: { kind, date }, at, key: sessionMailJobKey({ kind, date }, discriminator) },
    ];
    switch (event.type) {
      case 'RegisteredForSession':
        return this.reminder(date, hours, now);
      case 'PromotedFromWaitlist':
        return job('promoted', mailSendAt(now, lock), event.id);
      case 'SessionCancelled':
        return job('class-cancelled', mailSendAt(now, startsAt), event.id);
      case 'JoinedWaitlist':
        return job('session-full', mailSendAt(lock > now ? lock : now, startsAt), 'at-lock');
    }
  }

  private async reminder(date: SessionDate, hours: number, now: Date): Promise<PlannedJob[]> {
    const startsAt = await this.schedule.sessionStartOn(date);
    const due = startsAt && reminderSendAt(startsAt, hours, now);
    if (!due) return [];
    // Registrations after the planned time are reminded at once: gathered into one job a minute per date.
    const at =
      due.getTime() - now.getTime() < MINUTE_MS
        ? new Date(Math.ceil(now.getTime() / MINUTE_MS) * MINUTE_MS)
        : due;
    return [
      {
        job: { kind: 'reminder', date },
        at,
        key: sessionMailJobKey({ kind: 'reminder', date }, at.toISOString()),
      },
    ];
  }
}
