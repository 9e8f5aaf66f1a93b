import { isSessionDate } from '../../domain/time/eastern-time.js';
import { NotARealDate } from './admin-errors.js';

/** A YYYY-MM-DD that is a real calendar date (the DTO checks only its form). */
export function realDate(field: string, value: string): string {
  if (!isSessionDate(value)) throw new NotARealDate(field, value);
  return value;
}
