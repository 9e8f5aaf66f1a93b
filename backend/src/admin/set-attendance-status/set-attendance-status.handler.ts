import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandPath } from '../../command-handling/command-path.js';
import { practiceSessionStream } from '../../domain/practice-session/practice-session.events.js';
import { practiceSessionDecider } from '../../domain/practice-session/practice-session.js';
import { realDate } from '../shared/admin-dates.js';
import { assertUserExists } from '../shared/user-exists.js';
import { type AttendanceStatusResult, SetAttendanceStatusCommand } from './set-attendance-status.command.js';

/**
 * Records the status on the session's stream; no registration is needed (a walk-in). The
 * session_registration read model is inline, so the lists the screen refetches already show it.
 */
@CommandHandler(SetAttendanceStatusCommand)
export class SetAttendanceStatusHandler
  implements ICommandHandler<SetAttendanceStatusCommand, AttendanceStatusResult>
{
  constructor(
    private readonly commands: CommandPath,
    private readonly dataSource: DataSource,
  ) {}

  async execute({
    adminId,
    userId,
    date,
    status,
  }: SetAttendanceStatusCommand): Promise<AttendanceStatusResult> {
    const sessionDate = realDate('date', date);
    await assertUserExists(this.dataSource, userId);
    const { state } = await this.commands.handleCommand(
      practiceSessionStream(sessionDate),
      (now) => ({
        type: 'SetAttendanceStatus' as const,
        data: { sessionDate, userId, status, adminId, now },
      }),
      practiceSessionDecider,
      { metadata: { adminId } },
    );
    return { userId, date: sessionDate, status: state.statuses.get(userId) ?? null };
  }
}
