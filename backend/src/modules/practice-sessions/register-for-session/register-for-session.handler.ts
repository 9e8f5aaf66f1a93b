import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { practiceSessionStream } from '../../../domain/practice-sessions/practice-session.events.js';
import {
  NoPracticeSession,
  NotASessionDate,
  practiceSessionDecider,
} from '../../../domain/practice-sessions/practice-session.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { isSessionDate } from '../../../platform/domain/eastern-time.js';
import { PracticeSchedule } from '../practices/practice-schedule.js';
import { RegisterForSessionCommand, type RegistrationResult } from './register-for-session.command.js';

/**
 * Registers a member for a session or cancels it, on the session's stream, holding the member's
 * account (refused once deleted, so nothing lands after the deletion's clean-up). The session_registration
 * read model is inline, so the schedule the caller fetches next already shows the change.
 */
@CommandHandler(RegisterForSessionCommand)
export class RegisterForSessionHandler
  implements ICommandHandler<RegisterForSessionCommand, RegistrationResult>
{
  constructor(
    private readonly commands: CommandPath,
    private readonly schedule: PracticeSchedule,
  ) {}

  async execute({ userId, sessionDate, attending }: RegisterForSessionCommand): Promise<RegistrationResult> {
    if (!isSessionDate(sessionDate)) throw new NotASessionDate();
    const places = await this.schedule.placesOn(sessionDate);
    if (!places) throw new NoPracticeSession(sessionDate);
    const { state } = await this.commands.handleCommand(
      practiceSessionStream(sessionDate),
      (now) => ({
        type: attending ? ('RegisterForSession' as const) : ('CancelRegistration' as const),
        data: { sessionDate, userId, ...places, now },
      }),
      practiceSessionDecider,
      { metadata: { userId }, actingMember: userId },
    );
    // A full session answers with the member's place in line, never a silent overbooking.
    const waiting = state.waitlist.indexOf(userId);
    return {
      attendanceDate: sessionDate,
      registered: state.registered.has(userId),
      attendanceStatus: waiting < 0 ? null : 'registered_waitlisted',
      waitlistPosition: waiting < 0 ? null : waiting + 1,
    };
  }
}
