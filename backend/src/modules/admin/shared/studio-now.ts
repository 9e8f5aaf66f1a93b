import type { Clock } from '../../../platform/clock/clock.js';
import { studioDate } from '../../../platform/domain/eastern-time.js';

/**
 * The moment an admin read is answered for, and that moment's date at the studio: the read queries
 * judge "started" by the one and "today" (activity, windows) by the other, so both come from one
 * reading of the clock.
 */
export interface StudioNow {
  readonly now: Date;
  readonly today: string;
}

export function studioNow(clock: Clock): StudioNow {
  const now = clock.now();
  return { now, today: studioDate(now) };
}
