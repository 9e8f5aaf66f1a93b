import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DAY_NAMES } from '@sadhana/rules/admin';
import { DataSource } from 'typeorm';
import { NoPracticeSession } from '../../../domain/practice-sessions/practice-session.js';
import { Clock } from '../../../platform/clock/clock.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { dayOfWeek as dayOfWeekOf, studioDate } from '../../../platform/domain/eastern-time.js';
import { realDate } from '../../../platform/domain/real-date.js';
import { ReadYourWrites } from '../../../platform/projection-engine/read-your-writes.js';
import { assertUserExists } from '../../accounts/index.js';
import { PracticeSchedule } from '../practices/practice-schedule.js';
import { type RegistrationRemoved, RemoveRegistrationCommand } from './remove-registration.command.js';
import { removeRegistrationOnStream } from './remove-registration-on-stream.js';

@CommandHandler(RemoveRegistrationCommand)
export class RemoveRegistrationHandler
  implements ICommandHandler<RemoveRegistrationCommand, RegistrationRemoved>
{
  constructor(
    private readonly commands: CommandPath,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly readYourWrites: ReadYourWrites,
    private readonly schedule: PracticeSchedule,
  ) {}

  async execute({
    adminId,
    userId,
    dayOfWeek,
    date,
  }: RemoveRegistrationCommand): Promise<RegistrationRemoved> {
    if (date !== undefined && dayOfWeekOf(realDate('date', date)) !== dayOfWeek) {
      throw new DateNotOnWeekday(date, dayOfWeek);
    }
    await assertUserExists(this.dataSource, userId);
    const today = studioDate(this.clock.now());
    const nearest: { date: string }[] = await this.dataSource.query(
      `SELECT to_char(session_date, 'YYYY-MM-DD') AS date FROM session_registration
       WHERE user_id = $1 AND registered AND session_date >= $2::date
         AND extract(dow FROM session_date)::int = $3 AND ($4::date IS NULL OR session_date = $4::date)
       ORDER BY session_date LIMIT 1`,
      [userId, today, dayOfWeek, date ?? null],
    );
    if (nearest.length === 0) throw new NoUpcomingRegistration(userId, DAY_NAMES[dayOfWeek]);
    const sessionDate = nearest[0].date;
    const places = await this.schedule.placesOn(sessionDate);
    if (!places) throw new NoPracticeSession(sessionDate);
    const newEvents = await this.commands.inTransaction(({ handleCommand, now }) =>
      removeRegistrationOnStream(handleCommand, {
        sessionDate,
        userId,
        adminId,
        now,
        ...places,
        reason: 'removed',
        whenAbsent: 'refuse',
      }),
    );
    await this.readYourWrites.awaitProjections(newEvents);
    return { message: 'Session registration deleted successfully', userId, date: sessionDate };
  }
}

export class NoUpcomingRegistration extends DomainError {
  readonly kind = 'not_found';

  constructor(
    readonly userId: string,
    readonly dayName: string,
  ) {
    super(`This user has no registration on a ${dayName} from today on.`);
  }
}

export class DateNotOnWeekday extends DomainError {
  readonly kind = 'invalid';

  constructor(date: string, dayOfWeek: number) {
    super(`date ${date} is not a ${DAY_NAMES[dayOfWeek]}`);
  }
}
