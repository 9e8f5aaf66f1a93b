import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsString, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { DateTime } from 'luxon';
import { FIRST_YEAR_LEARNED, PRACTICE_FREQUENCIES } from '../../domain/profile/profile-options.js';
import { STUDIO_ZONE } from '../../platform/domain/eastern-time.js';
import { IsStudioDate } from '../../platform/http/date-rules.js';

/** Bounds on free text: one-line fields, the address and the goal texts. */
export const MAX_LINE = 200;
export const MAX_ADDRESS = 1000;
export const MAX_GOAL_TEXT = 2000;

/** Present means validated; absent (undefined) means "leave as is". */
const present = ValidateIf((_object, value) => value !== undefined);
/** Present and not null: null clears the field. */
const presentNotNull = ValidateIf((_object, value) => value !== undefined && value !== null);

/** Text is trimmed and an empty text clears the field (null). Non-strings are left for the validators to refuse. */
const TrimToNull = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  });

/** Optional text that may be null or empty (clears it), at most `max` characters once trimmed. */
export function OptionalText(label: string, max: number) {
  return applyDecorators(
    TrimToNull(),
    presentNotNull,
    IsString({ message: `${label} must be text.` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters long.` }),
  );
}

/** A boolean that may be left out, but not null. */
export function OptionalBoolean(label: string) {
  return applyDecorators(present, IsBoolean({ message: `${label} must be true or false.` }));
}

/**
 * Year Learned: a whole number from 1990, or null. Its upper bound, the current year, is the
 * domain's rule (decideProfileUpdate), which reads the injected clock.
 */
export function YearLearned(label: string) {
  return applyDecorators(
    presentNotNull,
    IsInt({ message: `${label} year learned must be a whole number.` }),
    ValidateBy({
      name: 'yearLearned',
      validator: {
        validate: (value) => typeof value === 'number' && value >= FIRST_YEAR_LEARNED,
        defaultMessage: () => `${label} year learned must be ${FIRST_YEAR_LEARNED} or later.`,
      },
    }),
  );
}

/** One of daily | weekly | monthly | rarely | stopped, or null. */
export function PracticeFrequency(label: string) {
  return applyDecorators(
    presentNotNull,
    IsIn(PRACTICE_FREQUENCIES, {
      message: `${label} practice frequency must be one of: ${PRACTICE_FREQUENCIES.join(', ')}.`,
    }),
  );
}

/**
 * A calendar date YYYY-MM-DD that exists, from the first year a practice can have been learned, or
 * null/empty. "Not after today" is the domain's rule (decideProfileUpdate), which reads the injected clock.
 */
export function LastPracticeDate(label: string) {
  return applyDecorators(
    Transform(({ value }) => (value === '' ? null : value)),
    presentNotNull,
    IsStudioDate(`${label} last practice date`, { earliest: `${FIRST_YEAR_LEARNED}-01-01` }),
  );
}

/** A YYYY-MM-DD date as the instant it starts in the studio's zone (stored in a timestamptz column). */
export function studioDateToInstant(date: string): Date {
  return DateTime.fromISO(date, { zone: STUDIO_ZONE }).toJSDate();
}
