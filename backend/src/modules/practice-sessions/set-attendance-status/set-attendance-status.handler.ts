import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { practiceSessionStream } from '../../../domain/practice-sessions/practice-session.events.js';
import {
  NoPracticeSession,
  practiceSessionDecider,
} from '../../../domain/practice-sessions/practice-session.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { realDate } from '../../../platform/domain/real-date.js';
import { ReadYourWrites } from '../../../platform/projection-engine/read-your-writes.js';
import { assertUserExists } from '../../accounts/index.js';
import { PracticeSchedule } from '../practices/practice-schedule.js';
import { type AttendanceStatusResult, SetAttendanceStatusCommand } from './set-attendance-status.command.js';

/**
 * Records the status on the session's stream; no registration is needed (a walk-in). The answer
 * waits until the admin's rosters and figures show it, since the admin's screen refetches them next.
 */
@CommandHandler(SetAttendanceStatusCommand)
export class SetAttendanceStatusHandler
  implements ICommandHandler<SetAttendanceStatusCommand, AttendanceStatusResult>
{
  constructor(
    private readonly commands: CommandPath,
    private readonly dataSource: DataSource,
    private readonly readYourWrites: ReadYourWrites,
    private readonly schedule: PracticeSchedule,
  ) {}

  async execute({
    adminId,
    userId,
    date,
    status,
  }: SetAttendanceStatusCommand): Promise<AttendanceStatusResult> {
    const sessionDate = realDate('date', date);
    const sessionStartsAt = await this.schedule.sessionStartOn(sessionDate);
    if (!sessionStartsAt) throw new NoPracticeSession(sessionDate);
    await assertUserExists(this.dataSource, userId);
    const { state, newEvents } = await this.commands.handleCommand(
      practiceSessionStream(sessionDate),
      (now) => ({
        type: 'SetAttendanceStatus' as const,
        data: { sessionDate, userId, status, adminId, now, sessionStartsAt },
      }),
      practiceSessionDecider,
      { metadata: { adminId } },
    );
    await this.readYourWrites.awaitProjections(newEvents);
    return { userId, date: sessionDate, status: state.statuses.get(userId) ?? null };
  }
}
