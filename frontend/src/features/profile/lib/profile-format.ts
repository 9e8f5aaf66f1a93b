import { STUDIO_ZONE, studioDate, studioYear as yearOn } from '@sadhana/rules/time';

// en-CA writes dates as YYYY-MM-DD, the value of a date input.
const ISO_DATE = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: STUDIO_ZONE,
});

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A stored instant as the YYYY-MM-DD of a date input, on the studio's calendar; '' when unset. */
export function toDateInputValue(value: string | null | undefined): string {
  const date = parse(value);
  return date ? ISO_DATE.format(date) : '';
}

/** Today on the studio's calendar, YYYY-MM-DD: the latest Last Practice Date. */
export function studioToday(): string {
  return studioDate(new Date());
}

/** The current year on the studio's calendar: the latest Year Learned. */
export function studioYear(): number {
  return yearOn(new Date());
}
