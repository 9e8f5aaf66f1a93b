import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionPlaces } from '../../../domain/practice-sessions/practice-session.js';
import { dayOfWeek, type SessionDate, sessionStart } from '../../../platform/domain/eastern-time.js';
import { PracticeEntity } from './practice.entity.js';

/**
 * The weekly practices by day, read once: their names and times change only by migration or seed,
 * which restart the app. Their capacity an admin changes at any time, so it is read fresh (placesOn).
 */
@Injectable()
export class PracticeSchedule {
  private byDay?: Promise<Map<number, PracticeEntity>>;
  /** When each date's session starts (null: no session that day); luxon's zone lookups cost a registration most. */
  private readonly starts = new Map<SessionDate, Date | null>();

  constructor(private readonly dataSource: DataSource) {}

  async practiceOn(date: SessionDate): Promise<PracticeEntity | undefined> {
    this.byDay ??= this.dataSource
      .getRepository(PracticeEntity)
      .find()
      .then((practices) => new Map(practices.map((p) => [p.dayOfWeek, p])))
      .catch((error) => {
        this.byDay = undefined;
        throw error;
      });
    return (await this.byDay).get(dayOfWeek(date));
  }

  async sessionStartOn(date: SessionDate): Promise<Date | undefined> {
    let start = this.starts.get(date);
    if (start === undefined) {
      const practice = await this.practiceOn(date);
      start = practice ? sessionStart(date, practice.startTime) : null;
      // Every registration asks about one of a week's dates: a few entries, kept as long as the schedule.
      if (this.starts.size >= 1000) this.starts.clear();
      this.starts.set(date, start);
    }
    return start === null ? undefined : new Date(start);
  }

  /** When the date's session starts and its practice's capacity now (undefined: no session that day). */
  async placesOn(
    date: SessionDate,
    db: DataSource | EntityManager = this.dataSource,
  ): Promise<SessionPlaces | undefined> {
    const sessionStartsAt = await this.sessionStartOn(date);
    if (!sessionStartsAt) return undefined;
    const [{ capacity }]: { capacity: number | null }[] = await db.query(
      'SELECT capacity FROM practices WHERE day_of_week = $1',
      [dayOfWeek(date)],
    );
    return { sessionStartsAt, practiceCapacity: capacity };
  }
}
