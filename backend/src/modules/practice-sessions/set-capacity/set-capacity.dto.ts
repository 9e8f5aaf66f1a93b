import { CAPACITY_RULE, isCapacity } from '@sadhana/rules/registration';
import { Matches, ValidateBy } from 'class-validator';
import { IsStudioDate } from '../../../platform/http/date-rules.js';

/** A whole number of places, or null (unlimited for a practice; the practice's for a date). Required. */
function IsCapacityOrNull() {
  return ValidateBy({
    name: 'isCapacityOrNull',
    validator: {
      validate: (value) => value === null || isCapacity(value),
      defaultMessage: () => CAPACITY_RULE,
    },
  });
}

export class CapacityDto {
  @IsCapacityOrNull()
  capacity: number | null;
}

export class PracticeDayParams {
  @Matches(/^[0-6]$/, { message: 'dayOfWeek must be a whole number from 0 (Sunday) to 6 (Saturday)' })
  dayOfWeek: string;
}

export class SessionDateParams {
  @IsStudioDate('date')
  date: string;
}
