import { DomainError } from '../../../platform/domain/domain-error.js';
import { realDate } from '../../../platform/domain/real-date.js';

/** The first date the studio's figures can be asked about. */
export const FIRST_STATS_DATE = '2000-01-01';

export class StatsDateOutOfRange extends DomainError {
  readonly kind = 'invalid';

  constructor(field: string, today: string) {
    super(
      `${field} must be a date from ${FIRST_STATS_DATE} to today (${today}): the figures are not known ahead.`,
    );
  }
}

/** A date the figures are read as of: a real date, not before the studio's records, never after today. */
export function statsDate(field: string, value: string | undefined, today: string): string {
  if (value === undefined) return today;
  const date = realDate(field, value);
  if (date < FIRST_STATS_DATE || date > today) throw new StatsDateOutOfRange(field, today);
  return date;
}
