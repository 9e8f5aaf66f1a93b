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
import {
  MAIL_JOB_EARLY_MS,
  MAIL_JOB_RETRIES,
  oneRunAtATime,
  tellEachOwed,
} from '../../../platform/mail/owed-mails.js';
import { type MailRecipient, MailRecipients, UnsubscribeLinks } from '../../accounts/index.js';
import { PracticeSchedule } from '../practices/practice-schedule.js';
import { reminderHoursBeforeLock } from './reminder-settings.queries.js';
import { SESSION_MAILS_QUEUE, type SessionMailJob, sessionMailJobKey } from './session-mail-jobs.js';
import { sessionMail } from './session-mail-messages.js';

const HOUR_MS = 3_600_000;

/**
 * The worker of the session mails: at a job's time it asks the session's own events who is owed the
 * mail (mailsDue), delivers each and records it as MemberNotified (owed-mails.ts: one run per date's
 * mail at a time, delivered then recorded, one member's failure holding no other back).
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
    private readonly recipients: MailRecipients,
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
      ...MAIL_JOB_RETRIES,
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
    await oneRunAtATime(this.dataSource, 'session-mails', `${kind} ${date}`, () =>
      this.tellEveryoneOwed(kind, date, startsAt, now),
    );
  }

  private async tellEveryoneOwed(kind: SessionMailKind, date: SessionDate, startsAt: Date, now: Date) {
    const state = await this.commands.stateOf(practiceSessionStream(date), practiceSessionDecider);
    const due = mailsDue(kind, state, { sessionStartsAt: startsAt, now });
    if (due.length === 0) return;
    await tellEachOwed({
      logger: this.logger,
      name: `${kind} mails for ${date}`,
      owed: await this.recipients.address(due, { reminder: kind === 'reminder' }),
      tell: ({ owed, recipient }) => this.tell(kind, date, startsAt, state, owed, recipient),
      describe: ({ owed }) => ({ kind, date, userId: owed.userId }),
    });
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
      return at.getTime() - now.getTime() > MAIL_JOB_EARLY_MS ? at : 'now';
    }
    if (kind === 'session-full') {
      const lock = new Date(startsAt.getTime() - LOCK_HOURS * HOUR_MS);
      return lock.getTime() - now.getTime() > MAIL_JOB_EARLY_MS ? mailSendAt(lock, startsAt) : 'now';
    }
    return 'now';
  }

  private async tell(
    kind: SessionMailKind,
    date: SessionDate,
    startsAt: Date,
    state: PracticeSession,
    { userId, occurrence }: MailDue,
    recipient: MailRecipient,
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
