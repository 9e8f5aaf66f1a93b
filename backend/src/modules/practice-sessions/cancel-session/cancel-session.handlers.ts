import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NoClassToCancel, type PracticeSession } from '../../../domain/practice-sessions/practice-session.js';
import { AdminSessionChange } from '../practices/admin-session-change.js';
import {
  CancelSessionCommand,
  RestoreSessionCommand,
  type SessionCancellationResult,
} from './cancel-session.commands.js';

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
 * SessionCancelled on the date's stream (serialised with its registrations, which it then refuses).
 * Everyone registered or waiting is told by mail: the session mail planner schedules it from the event.
 */
@CommandHandler(CancelSessionCommand)
export class CancelSessionHandler
  implements ICommandHandler<CancelSessionCommand, SessionCancellationResult>
{
  constructor(private readonly change: AdminSessionChange) {}

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
    return resultOf(date, state);
  }
}

/** SessionRestored: registrations and the waitlist count again as they were (nobody is mailed: their places simply count again). */
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
