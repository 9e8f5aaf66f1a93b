import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type ProgramMailKind, programStream } from '../../../domain/programs/program.events.js';
import { programDecider } from '../../../domain/programs/program.js';
import { type BookingState, mailsDue, type Program } from '../../../domain/programs/program-state.js';
import { Clock } from '../../../platform/clock/clock.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { JobQueue } from '../../../platform/jobs/job-queue.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import {
  MAIL_JOB_EARLY_MS,
  MAIL_JOB_RETRIES,
  oneRunAtATime,
  tellEachOwed,
} from '../../../platform/mail/owed-mails.js';
import { type MailRecipient, MailRecipients, UnsubscribeLinks } from '../../accounts/index.js';
import { PROGRAM_MAILS_QUEUE, PROGRAM_REMINDER_HOURS, type ProgramMailJob } from './program-mail-jobs.js';
import { programMail } from './program-mail-messages.js';

const HOUR_MS = 3_600_000;

/**
 * The worker of the program mails: at a job's time it asks the program's own events who is owed the
 * mail (mailsDue), delivers each and records it as ProgramParticipantNotified (owed-mails.ts: one run
 * per program's mail at a time, delivered then recorded, one failure holding no other back).
 */
@Injectable()
export class ProgramMailer implements OnModuleInit {
  private readonly logger = new Logger('ProgramMails');
  private readonly messageHost: string;

  constructor(
    private readonly jobs: JobQueue,
    private readonly commands: CommandPath,
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
    this.jobs.define<ProgramMailJob>({
      name: PROGRAM_MAILS_QUEUE,
      work: (job) => this.run(job),
      ...MAIL_JOB_RETRIES,
    });
  }

  async run({ programId, kind }: ProgramMailJob): Promise<void> {
    await oneRunAtATime(this.dataSource, 'program-mails', `${kind} ${programId}`, async () => {
      const state = await this.commands.stateOf(programStream(programId), programDecider);
      if (!state.details) return;
      if (kind === 'program-reminder' && !(await this.reminderDue(programId, state))) return;
      await this.tellEveryoneOwed(programId, kind, state);
    });
  }

  /** A reminder goes once the time before the start has come, and never once the program has begun. */
  private async reminderDue(programId: string, state: Program): Promise<boolean> {
    const startsAt = Date.parse(state.details?.startsAt ?? '');
    const now = this.clock.now().getTime();
    if (state.cancelled || now >= startsAt) return false;
    const at = startsAt - PROGRAM_REMINDER_HOURS * HOUR_MS;
    if (at - now <= MAIL_JOB_EARLY_MS) return true;
    await this.jobs.schedule(
      PROGRAM_MAILS_QUEUE,
      { programId, kind: 'program-reminder' },
      { at: new Date(at), key: `program-reminder:${programId}:${state.details?.startsAt}` },
    );
    return false;
  }

  private async tellEveryoneOwed(programId: string, kind: ProgramMailKind, state: Program): Promise<void> {
    const due = mailsDue(state, kind);
    if (due.length === 0) return;
    await tellEachOwed({
      logger: this.logger,
      name: `${kind} mails for program ${programId}`,
      owed: await this.recipients.address(due, { reminder: kind === 'program-reminder' }),
      tell: ({ owed, recipient }) => this.tell(programId, kind, state, owed, recipient),
      describe: ({ owed }) => ({ kind, programId, bookingId: owed.bookingId, userId: owed.userId }),
    });
  }

  private async tell(
    programId: string,
    kind: ProgramMailKind,
    state: Program,
    booking: BookingState,
    recipient: MailRecipient,
  ): Promise<void> {
    const reminder = kind === 'program-reminder';
    await this.mail.deliverNow(
      programMail(
        kind,
        recipient,
        state.details as NonNullable<Program['details']>,
        booking,
        state.cancelReason,
        {
          programs: `${this.config.publicUrl}/programs`,
          unsubscribePage: reminder ? this.unsubscribe.pageFor(booking.userId) : undefined,
          oneClickUnsubscribe: reminder ? this.unsubscribe.oneClickFor(booking.userId) : undefined,
        },
        `<${kind}.${programId}.${booking.bookingId}@${this.messageHost}>`,
      ),
    );
    await this.commands.handleCommand(
      programStream(programId),
      (now) => ({
        type: 'RecordProgramNotification' as const,
        data: { programId, bookingId: booking.bookingId, kind, now },
      }),
      programDecider,
      { metadata: { job: PROGRAM_MAILS_QUEUE } },
    );
  }
}
