import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { LOCK_HOURS } from '@sadhana/rules/registration';
import { mailSendAt, reminderSendAt } from '@sadhana/rules/session-mails';
import { DataSource } from 'typeorm';
import {
  practiceSessionStream,
  type SessionMailKind,
} from '../../../domain/practice-sessions/practice-session.events.js';
import {
  type PracticeSession,
  practiceSessionDecider,
} from '../../../domain/practice-sessions/practice-session.js';
import { type MailDue, mailsDue } from '../../../domain/practice-sessions/session-mails-due.js';
import { Clock } from '../../../platform/clock/clock.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import type { SessionDate } from '../../../platform/domain/eastern-time.js';
import { JobQueue } from '../../../platform/jobs/job-queue.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { UnsubscribeLinks } from '../../accounts/index.js';
import { PracticeSchedule } from '../practices/practice-schedule.js';
import { reminderHoursBeforeLock } from './reminder-settings.queries.js';
import { SESSION_MAILS_QUEUE, type SessionMailJob, sessionMailJobKey } from './session-mail-jobs.js';
import { type MailRecipient, sessionMail } from './session-mail-messages.js';

const HOUR_MS = 3_600_000;
/** A job that runs this much before its time is put back to its time rather than sent early. */
const EARLY_MS = 60_000;

type Recipient = MailRecipient & { id: string };

/**
 * The worker of the session mails: at a job's time it asks the session's own events who is owed the
 * mail (mailsDue), delivers each and records it as MemberNotified. Delivered first, recorded after:
 * a crash in between delivers that one mail again on the retry, with the same Message-ID (the file
 * outbox keeps one copy); a crash before delivery loses nothing, since the job runs again. One
 * member's failed delivery does not hold the others back; the job then fails and retries for them.
 */
@Injectable()
export class SessionMailer implements OnModuleInit {
  private readonly logger = new Logger('SessionMails');
  private readonly messageHost: string;

  constructor(
    private readonly jobs: JobQueue,
    private readonly commands: CommandPath,
    private readonly schedule: PracticeSchedule,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly unsubscribe: UnsubscribeLinks,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.messageHost = new URL(config.publicUrl).hostname;
  }

  onModuleInit(): void {
    this.jobs.define<SessionMailJob>({
      name: SESSION_MAILS_QUEUE,
      work: (job) => this.run(job),
      retryLimit: 6,
      retryDelaySeconds: 60,
      expireInSeconds: 900,
    });
  }

  async run({ kind, date }: SessionMailJob): Promise<void> {
    const startsAt = await this.schedule.sessionStartOn(date);
    if (!startsAt) return;
    const now = this.clock.now();
    const when = await this.whenToSend(kind, startsAt, now);
    if (when === 'never') return;
    if (when !== 'now') {
      await this.jobs.schedule(
        SESSION_MAILS_QUEUE,
        { kind, date },
        { at: when, key: sessionMailJobKey({ kind, date }, when.toISOString()) },
      );
      return;
    }
    // One run at a time for a date's mail (two instances, a job and its retry, jobs of two plans):
    // each reads who is owed it after the one before has recorded what it sent. Held for the run's
    // deliveries, which for one date's mail are a few dozen at most.
    await this.dataSource.transaction(async (lock) => {
      await lock.query("SELECT pg_advisory_xact_lock(hashtext('session-mails'), hashtext($1))", [
        `${kind} ${date}`,
      ]);
      await this.tellEveryoneOwed(kind, date, startsAt, now);
    });
  }

  private async tellEveryoneOwed(kind: SessionMailKind, date: SessionDate, startsAt: Date, now: Date) {
    const state = await this.commands.stateOf(practiceSessionStream(date), practiceSessionDecider);
    const due = mailsDue(kind, state, { sessionStartsAt: startsAt, now });
    if (due.length === 0) return;
    const recipients = await this.recipients(kind, due);
    const failed: string[] = [];
    for (const owed of due) {
      const recipient = recipients.get(owed.userId);
      if (!recipient) continue;
      try {
        await this.tell(kind, date, startsAt, state, owed, recipient);
      } catch (error) {
        failed.push(owed.userId);
        this.logger.error({
          message: 'session mail not sent',
          kind,
          date,
          userId: owed.userId,
          error: String(error),
        });
      }
    }
    if (failed.length > 0)
      throw new Error(`${failed.length} of ${due.length} ${kind} mails for ${date} not sent`);
  }

  /**
   * A job may run early: the studio moved the reminders' time, the quiet hours came, or the waitlist's
   * news is due only once the lock has closed. 'never': a reminder can no longer come before the lock.
   */
  private async whenToSend(
    kind: SessionMailKind,
    startsAt: Date,
    now: Date,
  ): Promise<Date | 'now' | 'never'> {
    if (kind === 'reminder') {
      const at = reminderSendAt(startsAt, await reminderHoursBeforeLock(this.dataSource), now);
      if (!at) return 'never';
      return at.getTime() - now.getTime() > EARLY_MS ? at : 'now';
    }
    if (kind === 'session-full') {
      const lock = new Date(startsAt.getTime() - LOCK_HOURS * HOUR_MS);
      return lock.getTime() - now.getTime() > EARLY_MS ? mailSendAt(lock, startsAt) : 'now';
    }
    return 'now';
  }

  /** Who can be mailed: not deleted, and for reminders only those who keep them on. */
  private async recipients(kind: SessionMailKind, due: MailDue[]): Promise<Map<string, Recipient>> {
    const rows: Recipient[] = await this.dataSource.query(
      `SELECT id, email, first_name AS "firstName" FROM users
        WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL AND (session_reminders OR $2 <> 'reminder')`,
      [due.map((owed) => owed.userId), kind],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async tell(
    kind: SessionMailKind,
    date: SessionDate,
    startsAt: Date,
    state: PracticeSession,
    { userId, occurrence }: MailDue,
    recipient: Recipient,
  ): Promise<void> {
    const practice = await this.schedule.practiceOn(date);
    const reminder = kind === 'reminder';
    await this.mail.deliverNow(
      sessionMail(
        kind,
        recipient,
        { date, practiceName: practice?.name ?? 'Practice', startsAt, cancelReason: state.cancelledReason },
        {
          schedule: `${this.config.publicUrl}/dashboard`,
          unsubscribePage: reminder ? this.unsubscribe.pageFor(userId) : undefined,
          oneClickUnsubscribe: reminder ? this.unsubscribe.oneClickFor(userId) : undefined,
        },
        `<${kind}.${date}.${userId}.${occurrence}@${this.messageHost}>`,
      ),
    );
    await this.commands.handleCommand(
      practiceSessionStream(date),
      (now) => ({
        type: 'RecordNotification' as const,
        data: { sessionDate: date, userId, kind, occurrence, now },
      }),
      practiceSessionDecider,
      { metadata: { job: SESSION_MAILS_QUEUE } },
    );
  }
}
