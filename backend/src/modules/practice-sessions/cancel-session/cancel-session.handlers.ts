import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { MailService } from '../../../platform/mail/mail.service.js';
import { NoClassToCancel, type PracticeSession } from '../domain/practice-session.js';
import { AdminSessionChange } from '../practices/admin-session-change.js';
import { PracticeSchedule } from '../practices/practice-schedule.js';
import {
  CancelSessionCommand,
  RestoreSessionCommand,
  type SessionCancellationResult,
} from './cancel-session.commands.js';
import { classCancelledMail } from './class-cancelled-mail.js';

function resultOf(date: string, state: PracticeSession): SessionCancellationResult {
  return {
    date,
    cancelled: state.cancelledReason !== null,
    reason: state.cancelledReason,
    registered: state.registered.size,
    waitlisted: state.waitlist.length,
  };
}

/**
 * SessionCancelled on the date's stream (serialised with its registrations, which it then refuses),
 * then, once committed, one mail to each registrant and waitlisted member. A mail that cannot be
 * sent is logged (MailService; a failure to address them, here); the cancellation stands.
 */
@CommandHandler(CancelSessionCommand)
export class CancelSessionHandler
  implements ICommandHandler<CancelSessionCommand, SessionCancellationResult>
{
  private readonly logger = new Logger('CancelSession');

  constructor(
    private readonly change: AdminSessionChange,
    private readonly schedule: PracticeSchedule,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ adminId, date, reason }: CancelSessionCommand): Promise<SessionCancellationResult> {
    const { state } = await this.change.run(
      date,
      adminId,
      (places, now) => ({
        type: 'CancelSession',
        data: { sessionDate: date, reason, adminId, now, ...places },
      }),
      (day) => new NoClassToCancel(day),
    );
    const told = [...state.registered, ...state.waitlist];
    await this.mailEveryone(date, state.cancelledReason ?? reason, told).catch((error: unknown) =>
      this.logger.error({
        message: 'class cancelled mails not sent',
        date,
        people: told.length,
        error: String(error),
      }),
    );
    return resultOf(date, state);
  }

  private async mailEveryone(date: string, reason: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    const practice = await this.schedule.practiceOn(date);
    if (!practice) return;
    const people: { email: string; firstName: string | null }[] = await this.dataSource.query(
      `SELECT email, first_name AS "firstName" FROM users WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL`,
      [userIds],
    );
    const cancelled = { date, practiceName: practice.name, startTime: practice.startTime, reason };
    for (const person of people) {
      this.mail.send(
        classCancelledMail(person.email, person.firstName, cancelled, `${this.config.publicUrl}/`),
      );
    }
  }
}

/** SessionRestored: registrations and the waitlist count again as they were (no mail: item 3 asks none). */
@CommandHandler(RestoreSessionCommand)
export class RestoreSessionHandler
  implements ICommandHandler<RestoreSessionCommand, SessionCancellationResult>
{
  constructor(private readonly change: AdminSessionChange) {}

  async execute({ adminId, date }: RestoreSessionCommand): Promise<SessionCancellationResult> {
    const { state } = await this.change.run(
      date,
      adminId,
      (places, now) => ({ type: 'RestoreSession', data: { sessionDate: date, adminId, now, ...places } }),
      (day) => new NoClassToCancel(day),
    );
    return resultOf(date, state);
  }
}
