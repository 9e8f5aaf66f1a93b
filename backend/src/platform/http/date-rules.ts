import { ValidateBy, type ValidationArguments } from 'class-validator';
import { DateTime } from 'luxon';
import { isSessionDate, type SessionDate, studioDate } from '../domain/eastern-time.js';

/** No record of the studio is older: the app's dates start here unless a field says otherwise. */
export const EARLIEST_DATE: SessionDate = '2000-01-01';
/** How far ahead a date may lie: further than any booking, stat or correction reaches. */
export const YEARS_AHEAD = 2;

const SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "Today" of each object being validated, as the validation pipe read it from the injected clock (so
 * a test that moves the clock moves the range). An object validated elsewhere falls back to the
 * system clock.
 */
const validationDays = new WeakMap<object, SessionDate>();

export function setValidationDay(object: object, today: SessionDate): void {
  validationDays.set(object, today);
}

/** The last latestDate worked out: every date field of every request asks it of the same today. */
let lastLatest: { today: SessionDate | null; latest: SessionDate } = { today: null, latest: '' };

/** The last date of the range: today + YEARS_AHEAD years on the studio's calendar. */
export function latestDate(today: SessionDate): SessionDate {
  if (lastLatest.today !== today) {
    const latest = DateTime.fromISO(today, { zone: 'utc' })
      .plus({ years: YEARS_AHEAD })
      .toISODate() as SessionDate;
    lastLatest = { today, latest };
  }
  return lastLatest.latest;
}

type Problem = 'shape' | 'unreal' | 'range';

function problemOf(value: unknown, earliest: SessionDate, today: SessionDate): Problem | undefined {
  if (typeof value !== 'string' || !SHAPE.test(value)) return 'shape';
  if (!isSessionDate(value)) return 'unreal';
  // YYYY-MM-DD strings of four-digit years compare as the dates they name.
  if (value < earliest || value > latestDate(today)) return 'range';
  return undefined;
}

/**
 * A YYYY-MM-DD date on the studio's calendar that exists, from `earliest` (2000-01-01) to two years
 * after today: years such as 0000 or 9999 are no one's session, and PostgreSQL or luxon read some of
 * them as other dates or refuse them (a 500). `name` begins the message: "asOf must be a date …".
 */
export function IsStudioDate(name: string, { earliest = EARLIEST_DATE }: { earliest?: SessionDate } = {}) {
  const todayOf = (args: ValidationArguments) => validationDays.get(args.object) ?? studioDate(new Date());
  return ValidateBy({
    name: 'isStudioDate',
    validator: {
      validate: (value, args) =>
        problemOf(value, earliest, todayOf(args as ValidationArguments)) === undefined,
      defaultMessage: (args) => {
        const problem = problemOf(args?.value, earliest, todayOf(args as ValidationArguments));
        if (problem === 'range')
          return `${name} must be a date from ${earliest} to ${latestDate(todayOf(args as ValidationArguments))}`;
        return problem === 'unreal'
          ? `${name} must be a real date like 2026-11-24`
          : `${name} must be a date like 2026-11-24`;
      },
    },
  });
}

/** A `:date` path segment naming a session: a real date within the app's range, or a 400 with a message. */
export class SessionDateParams {
  @IsStudioDate('date')
  date: string;
}
