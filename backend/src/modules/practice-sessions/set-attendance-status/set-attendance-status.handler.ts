import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { realDate } from '../../../platform/domain/real-date.js';
import { assertUserExists } from '../../accounts/index.js';
import { practiceSessionStream } from '../domain/practice-session.events.js';
import { practiceSessionDecider } from '../domain/practice-session.js';
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
