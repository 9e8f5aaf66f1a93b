// How the screens write a program's dates, prices and places. Without luxon (the landing page lists
// programs): the browser's own Intl formats the instants on the studio's clock.
import { dollarAmount, type ProgramView, SOLD_OUT } from '@sadhana/rules/programs';

const ZONE = 'America/New_York';
const DAY = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const TIME = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' });
const CALENDAR_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE });

/** "Sat, Dec 12 – Sun, Dec 13, 2026 · from 9:00 AM" or "Sat, Dec 12, 2026 · 9:00 AM – 5:00 PM" (Eastern). */
export function programDates(program: Pick<ProgramView, 'startDate' | 'endDate'>): string {
  const start = new Date(program.startDate);
  const end = new Date(program.endDate);
  if (CALENDAR_DATE.format(start) === CALENDAR_DATE.format(end))
    return `${DAY.format(start)} · ${TIME.format(start)} – ${TIME.format(end)}`;
  return `${DAY.formatRange(start, end)} · from ${TIME.format(start)}`;
}

/** "$450" for a whole-dollar price, "$382.50" otherwise. */
export function programPrice(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars.toLocaleString('en-US')}` : dollarAmount(dollars);
}

/** "3 places left", "1 place left", "Sold out", or nothing said when there is no limit. */
export function placesLeftLabel(placesLeft: number | null): string | null {
  if (placesLeft === null) return null;
  if (placesLeft === 0) return SOLD_OUT;
  return `${placesLeft} ${placesLeft === 1 ? 'place' : 'places'} left`;
}

/** The studio date of the program's start, YYYY-MM-DD (its year for a past retreat's card). */
export function programYear(program: Pick<ProgramView, 'startDate'>): number {
  return Number(CALENDAR_DATE.format(new Date(program.startDate)).slice(0, 4));
}
