import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DAY_NAMES } from '@sadhana/rules/admin';
import type { SessionRoster } from '@sadhana/rules/admin-workspace';
import { countsAsAttended } from '@sadhana/rules/attendance';
import { lockAt } from '@sadhana/rules/registration';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { DomainError } from '../../../platform/domain/domain-error.js';
import { addDays, dayOfWeek } from '../../../platform/domain/eastern-time.js';
import { realDate } from '../../../platform/domain/real-date.js';
import { PracticeSchedule } from '../../practice-sessions/index.js';
import { studioNow } from '../shared/studio-now.js';
import { rosterSnapshot } from './roster.queries.js';
import { SessionRosterQuery } from './session-roster.query.js';

export class NoSessionOnDate extends DomainError {
  readonly kind = 'not_found';

  constructor(date: string) {
    super(`There is no practice session on ${date}.`);
  }
}

/** A week holds every weekday: a session is never further than this from another. */
const WEEK = 7;

@QueryHandler(SessionRosterQuery)
export class SessionRosterHandler implements IQueryHandler<SessionRosterQuery, SessionRoster> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly schedule: PracticeSchedule,
    private readonly clock: Clock,
  ) {}

  async execute({ date }: SessionRosterQuery): Promise<SessionRoster> {
    const { now, today } = await studioNow(this.clock, this.schedule);
    const sessionDate = date === undefined ? await this.nextSession(today) : realDate('date', date);
    const practice = await this.schedule.practiceOn(sessionDate);
    const startsAt = await this.schedule.sessionStartOn(sessionDate);
    if (!practice || !startsAt) throw new NoSessionOnDate(sessionDate);
    const changeState = lockAt(startsAt, now);
    const { registrations, waitlist, cancelReason, ...places } = await rosterSnapshot(
      this.dataSource,
      sessionDate,
      today,
      changeState === 'open',
    );
    const started = changeState === 'past';
    const weekday = dayOfWeek(sessionDate);
    return {
      date: sessionDate,
      dayOfWeek: weekday,
      dayName: DAY_NAMES[weekday],
      practiceName: practice.name,
      practiceDescription: practice.description,
      startsAt: startsAt.toISOString(),
      changeState,
      previousDate: await this.adjacentSession(sessionDate, -1),
      nextDate: await this.adjacentSession(sessionDate, 1),
      totalRegistrations: registrations.length,
      activeMembers: registrations.filter((r) => r.membershipActive).length,
      attendedCount: registrations.filter((r) => countsAsAttended(r.attendanceStatus, started)).length,
      registrations,
      cancelReason,
      capacity: places.sessionCapacity ?? places.practiceCapacity,
      ...places,
      waitlist,
    };
  }

  /**
   * The day's session until the day ends (the owner checks people in during and after it), else the
   * next one.
   */
  private async nextSession(today: string): Promise<string> {
    for (let offset = 0; offset <= WEEK; offset++) {
      const date = addDays(today, offset);
      if (await this.schedule.sessionStartOn(date)) return date;
    }
    return today;
  }

  private async adjacentSession(date: string, step: 1 | -1): Promise<string> {
    for (let offset = 1; offset <= WEEK; offset++) {
      const candidate = addDays(date, step * offset);
      if (await this.schedule.practiceOn(candidate)) return candidate;
    }
    return addDays(date, step);
  }
}
