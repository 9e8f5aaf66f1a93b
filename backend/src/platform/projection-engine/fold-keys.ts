/**
 * Keys a fold holds rows by, in the form PostgreSQL stores them: two spellings of one key must meet in
 * one row in memory as they do in a table (a uuid column folds case and braces; a Map does not).
 */

const HEX32 = /^[0-9a-f]{32}$/;
const CANONICAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A UUID as PostgreSQL prints it (lower case, hyphenated), from any form its uuid type takes: upper
 * case, braces, hyphens or none. Throws on anything else, as the column would.
 */
export function canonicalUuid(value: unknown): string {
  if (typeof value === 'string') {
    // The form every id takes but for the rare one: a rebuild looks at millions.
    if (value.length === 36 && CANONICAL.test(value)) return value;
    const inner = value.startsWith('{') && value.endsWith('}') ? value.slice(1, -1) : value;
    const hex = inner.replaceAll('-', '').toLowerCase();
    if (HEX32.test(hex) && !inner.startsWith('-') && !inner.endsWith('-') && !inner.includes('--')) {
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    }
  }
  throw new TypeError(`invalid input syntax for type uuid: "${String(value)}"`);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A calendar date (YYYY-MM-DD, as PostgreSQL prints a date) as a whole day number (days since
 * 1970-01-01); throws on anything else, a date that does not exist included. Worked out with integer
 * arithmetic: a rebuild reads millions of dates.
 */
export function dayNumber(value: unknown): number {
  if (typeof value === 'string' && value.length === 10 && value[4] === '-' && value[7] === '-') {
    const year = digits(value, 0, 4);
    const month = digits(value, 5, 7);
    const day = digits(value, 8, 10);
    if (year >= 0 && month >= 1 && month <= 12 && day >= 1) {
      const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
      if (day <= DAYS_IN_MONTH[month - 1] + (month === 2 && leap ? 1 : 0))
        return daysFromCivil(year, month, day);
    }
  }
  throw new TypeError(`invalid input syntax for type date: "${String(value)}"`);
}

/** The decimal number in value[from, to), or -1 when one of its characters is not a digit. */
function digits(value: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = value.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** A calendar date as PostgreSQL prints it (YYYY-MM-DD, the only form dayNumber takes); throws on anything else. */
export function calendarDate(value: unknown): string {
  dayNumber(value);
  return value as string;
}

export function dateOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}
