/**
 * The days a member was active, as one bit a day from the first: about 46 bytes a member a year,
 * where a set of dates would take tens of bytes a day. Plain data, so a rebuild's checkpoint stores it.
 */
export interface ActiveDays {
  /** The day number of the first bit (a multiple of 8). */
  base: number;
  bits: Uint8Array;
  count: number;
  /** The latest day set. */
  last: number;
}

export function activeDays(day: number): ActiveDays {
  const base = day - mod8(day);
  return { base, bits: new Uint8Array(8), count: 0, last: day };
}

/** Sets `day`; answers true when it was not set yet. */
export function addActiveDay(days: ActiveDays, day: number): boolean {
  if (day < days.base || day >= days.base + days.bits.length * 8) grow(days, day);
  const offset = day - days.base;
  const mask = 1 << (offset & 7);
  const at = offset >> 3;
  if ((days.bits[at] & mask) !== 0) return false;
  days.bits[at] |= mask;
  days.count++;
  if (day > days.last || days.count === 1) days.last = day;
  return true;
}

/** Room for `day`, and as much again beyond the days held, so that a year of dates grows it a few times. */
function grow(days: ActiveDays, day: number): void {
  const start = Math.min(days.base, day - mod8(day));
  const end = Math.max(days.base + days.bits.length * 8, day + 8 - mod8(day));
  const bytes = ((end - start) >> 3) * 2;
  const bits = new Uint8Array(bytes);
  bits.set(days.bits, (days.base - start) >> 3);
  days.base = start;
  days.bits = bits;
}

const mod8 = (day: number) => ((day % 8) + 8) % 8;
