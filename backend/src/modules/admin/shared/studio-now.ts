import type { Clock } from '../../../platform/clock/clock.js';
import { lastBegunDate, studioDate } from '../../../platform/domain/eastern-time.js';
import type { PracticeSchedule } from '../../practice-sessions/index.js';

/**
 * The moment an admin read is answered for, that moment's date at the studio, and the last date
 * whose session has begun then: the read queries judge "today" (activity, windows) by the date and
 * "begun" (a registration without a status counts as attended) by comparing with the last begun
 * date, all from one reading of the clock.
 */
export interface StudioNow {
  readonly now: Date;
  readonly today: string;
  readonly begunThrough: string;
}

export async function studioNow(clock: Clock, schedule: PracticeSchedule): Promise<StudioNow> {
  const now = clock.now();
  const today = studioDate(now);
  return { now, today, begunThrough: lastBegunDate(today, await schedule.sessionStartOn(today), now) };
}
