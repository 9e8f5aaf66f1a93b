/**
 * Keys a fold holds rows by, in the form PostgreSQL stores them: two spellings of one key must meet in
 * one row in memory as they do in a table (a uuid column folds case and braces; a Map does not).
 */

const HEX32 = /^[0-9a-f]{32}$/;

/**
 * A UUID as PostgreSQL prints it (lower case, hyphenated), from any form its uuid type takes: upper
 * case, braces, hyphens or none. Throws on anything else, as the column would.
 */
export function canonicalUuid(value: unknown): string {
  if (typeof value === 'string') {
    const inner = value.startsWith('{') && value.endsWith('}') ? value.slice(1, -1) : value;
    const hex = inner.replaceAll('-', '').toLowerCase();
    if (HEX32.test(hex) && !inner.startsWith('-') && !inner.endsWith('-') && !inner.includes('--')) {
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    }
  }
  throw new TypeError(`invalid input syntax for type uuid: "${String(value)}"`);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A calendar date (YYYY-MM-DD) as a whole day number (days since 1970-01-01); throws on anything else. */
export function dayNumber(value: unknown): number {
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    const ms = Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));
    const day = ms / DAY_MS;
    if (Number.isInteger(day) && dateOfDay(day) === value) return day;
  }
  throw new TypeError(`invalid input syntax for type date: "${String(value)}"`);
}

export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
