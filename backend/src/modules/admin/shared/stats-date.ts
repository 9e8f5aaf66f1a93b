import { DomainError } from '../../../platform/domain/domain-error.js';
import { realDate } from '../../../platform/domain/real-date.js';
import { EARLIEST_DATE } from '../../../platform/http/date-rules.js';

/** The first date the studio's figures can be asked about: the first date the app takes. */
export const FIRST_STATS_DATE = EARLIEST_DATE;

export class StatsDateOutOfRange extends DomainError {
  readonly kind = 'invalid';

  constructor(field: string, today: string) {
    super(`The figures are known up to today (${today}), not ahead: ${field} must not be later.`);
  }
}

/** A date the figures are read as of: a real date, not before the studio's records, never after today. */
export function statsDate(field: string, value: string | undefined, today: string): string {
  if (value === undefined) return today;
  const date = realDate(field, value);
  if (date < FIRST_STATS_DATE || date > today) throw new StatsDateOutOfRange(field, today);
  return date;
}
