import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { registrationWindow } from '@sadhana/rules/registration';
import { practiceStream } from '../../../domain/practice-sessions/practice.events.js';
import { practiceDecider } from '../../../domain/practice-sessions/practice.js';
import { practiceSessionStream } from '../../../domain/practice-sessions/practice-session.events.js';
import {
  capacityOf,
  NoPracticeSession,
  practiceSessionDecider,
} from '../../../domain/practice-sessions/practice-session.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { dayOfWeek as dayOfWeekOf, studioDate } from '../../../platform/domain/eastern-time.js';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../platform/projection-engine/read-your-writes.js';
import { AdminSessionChange } from '../practices/admin-session-change.js';
import { PracticeSchedule } from '../practices/practice-schedule.js';
import {
  type PracticeCapacityResult,
  type SessionCapacityResult,
  SetPracticeCapacityCommand,
  SetSessionCapacityCommand,
} from './set-capacity.commands.js';

/**
 * The practice's capacity on its stream and in the practices table, in one transaction; a raise then
 * promotes the waitlists of the dates on its weekday still open for registration, in the same
 * transaction (each date's decider keeps the lock: no promotion within 24 hours of the session).
 */
@CommandHandler(SetPracticeCapacityCommand)
export class SetPracticeCapacityHandler
  implements ICommandHandler<SetPracticeCapacityCommand, PracticeCapacityResult>
{
  constructor(
    private readonly commands: CommandPath,
    private readonly schedule: PracticeSchedule,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({
    adminId,
    dayOfWeek,
    capacity,
  }: SetPracticeCapacityCommand): Promise<PracticeCapacityResult> {
    const appended: RecordedEvent[] = [];
    await this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      appended.length = 0; // a lost race runs the work again
      const set = await handleCommand(
        practiceStream(dayOfWeek),
        { type: 'SetPracticeCapacity' as const, data: { dayOfWeek, capacity, adminId, now } },
        practiceDecider,
        { metadata: { adminId } },
      );
      if (set.newEvents.length === 0) return;
      appended.push(...set.newEvents);
      await manager.query('UPDATE practices SET capacity = $2 WHERE day_of_week = $1', [dayOfWeek, capacity]);
      const dates = registrationWindow(studioDate(now)).filter((date) => dayOfWeekOf(date) === dayOfWeek);
      for (const sessionDate of dates) {
        const places = await this.schedule.placesOn(sessionDate, manager);
        if (!places) continue;
        const filled = await handleCommand(
          practiceSessionStream(sessionDate),
          { type: 'FillFreedPlaces' as const, data: { sessionDate, ...places, now } },
          practiceSessionDecider,
          { metadata: { adminId } },
        );
        appended.push(...filled.newEvents);
      }
    });
    await this.readYourWrites.awaitProjections(appended);
    return { dayOfWeek, capacity };
  }
}

/** The date's own capacity, on the session's stream: serialised with its registrations. */
@CommandHandler(SetSessionCapacityCommand)
export class SetSessionCapacityHandler
  implements ICommandHandler<SetSessionCapacityCommand, SessionCapacityResult>
{
  constructor(private readonly change: AdminSessionChange) {}

  async execute({ adminId, date, capacity }: SetSessionCapacityCommand): Promise<SessionCapacityResult> {
    const { state, places } = await this.change.run(
      date,
      adminId,
      (sessionPlaces, now) => ({
        type: 'SetSessionCapacity',
        data: { sessionDate: date, capacity, adminId, now, ...sessionPlaces },
      }),
      (day) => new NoPracticeSession(day),
    );
    return {
      date,
      capacity: state.capacityOverride,
      effectiveCapacity: capacityOf(state, places.practiceCapacity),
      registered: state.registered.size,
      waitlisted: state.waitlist.length,
    };
  }
}
