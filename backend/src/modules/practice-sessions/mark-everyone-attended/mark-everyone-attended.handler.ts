import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { practiceSessionStream } from '../../../domain/practice-sessions/practice-session.events.js';
import {
  NoPracticeSession,
  practiceSessionDecider,
} from '../../../domain/practice-sessions/practice-session.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { realDate } from '../../../platform/domain/real-date.js';
import { ReadYourWrites } from '../../../platform/projection-engine/read-your-writes.js';
import { PracticeSchedule } from '../practices/practice-schedule.js';
import {
  type EveryoneMarkedAttended,
  MarkEveryoneAttendedCommand,
} from './mark-everyone-attended.command.js';

/** One command on the session's stream; the answer waits until the admin's roster shows it. */
@CommandHandler(MarkEveryoneAttendedCommand)
export class MarkEveryoneAttendedHandler
  implements ICommandHandler<MarkEveryoneAttendedCommand, EveryoneMarkedAttended>
{
  constructor(
    private readonly commands: CommandPath,
    private readonly schedule: PracticeSchedule,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ adminId, date }: MarkEveryoneAttendedCommand): Promise<EveryoneMarkedAttended> {
    const sessionDate = realDate('date', date);
    const sessionStartsAt = await this.schedule.sessionStartOn(sessionDate);
    if (!sessionStartsAt) throw new NoPracticeSession(sessionDate);
    const { newEvents } = await this.commands.handleCommand(
      practiceSessionStream(sessionDate),
      (now) => ({
        type: 'MarkEveryoneAttended' as const,
        data: { sessionDate, adminId, now, sessionStartsAt },
      }),
      practiceSessionDecider,
      { metadata: { adminId } },
    );
    await this.readYourWrites.awaitProjections(newEvents);
    return { date: sessionDate, marked: newEvents.length };
  }
}
