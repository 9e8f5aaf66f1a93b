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
import { UnsubscribeLinks } from '../../accounts/index.js';
import { PROGRAM_MAILS_QUEUE, PROGRAM_REMINDER_HOURS, type ProgramMailJob } from './program-mail-jobs.js';
import { type ProgramMailRecipient, programMail } from './program-mail-messages.js';

const HOUR_MS = 3_600_000;
/** A reminder job that runs this much before its time (the start moved later) is put back to its time. */
const EARLY_MS = 60_000;

type Recipient = ProgramMailRecipient & { id: string };

/**
 * The worker of the program mails: at a job's time it asks the program's own events who is owed the
 * mail (mailsDue), delivers each and records it as ProgramParticipantNotified. Delivered first,
 * recorded after: a crash in between delivers that one mail again on the retry with the same
 * Message-ID (the file outbox keeps one copy); runs for one program's mail take turns (an advisory
 * lock), so two never tell the same person. One failed delivery does not hold the others back; the
 * job then fails and is retried for them.
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
      retryLimit: 6,
      retryDelaySeconds: 60,
      expireInSeconds: 900,
    });
  }

  async run({ programId, kind }: ProgramMailJob): Promise<void> {
    await this.dataSource.transaction(async (lock) => {
      await lock.query("SELECT pg_advisory_xact_lock(hashtext('program-mails'), hashtext($1))", [
        `${kind} ${programId}`,
      ]);
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
    if (at - now <= EARLY_MS) return true;
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
    const recipients = await this.recipients(kind, due);
    let failed = 0;
    for (const booking of due) {
      const recipient = recipients.get(booking.userId);
      if (!recipient) continue;
      try {
        await this.tell(programId, kind, state, booking, recipient);
      } catch (error) {
        failed++;
        this.logger.error({
          message: 'program mail not sent',
          kind,
          programId,
          bookingId: booking.bookingId,
          userId: booking.userId,
          error: String(error),
        });
      }
    }
    if (failed > 0)
      throw new Error(`${failed} of ${due.length} ${kind} mails for program ${programId} not sent`);
  }

  /** Who can be mailed: not deleted; reminders only to those who keep reminders on. */
  private async recipients(kind: ProgramMailKind, due: BookingState[]): Promise<Map<string, Recipient>> {
    const rows: Recipient[] = await this.dataSource.query(
      `SELECT id, email, first_name AS "firstName" FROM users
        WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL AND (session_reminders OR $2 <> 'program-reminder')`,
      [due.map((booking) => booking.userId), kind],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async tell(
    programId: string,
    kind: ProgramMailKind,
    state: Program,
    booking: BookingState,
    recipient: Recipient,
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
