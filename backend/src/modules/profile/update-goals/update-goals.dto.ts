import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, ValidateIf } from 'class-validator';
import {
  ALL_RETREAT_LOCATIONS,
  GOAL_PRACTICES_TO_LEARN,
  GOAL_RETREAT_DURATIONS,
  GOAL_RETREAT_TYPES,
  RETREAT_LOCATION_CATEGORIES,
} from '../../../domain/profile/profile-options.js';
import { MAX_GOAL_TEXT, OptionalText } from '../profile-dto-rules.js';

const presentNotNull = ValidateIf((_object, value) => value !== undefined && value !== null);
/** A choice may be sent empty ('' or null): nothing chosen. */
const chosen = ValidateIf((_object, value) => value !== undefined && value !== null && value !== '');

/**
 * PUT /api/profile/goals. Every field is optional; only the fields sent change.
 *
 * - goalPracticesToLearn: list of the §9 practices (no repeats); [] clears it.
 * - goalRetreatType: one of the four retreat types; goalRetreatDuration: "2 Days Retreat" or
 *   "5 Days Retreat"; '' or null clears either.
 * - goalRetreatLocation: one location (US or International list) or '' / null for none. It is saved
 *   as chosen, stored as [location].
 * - goalRetreatLocationCategory: 'US' or 'International'; derived from the location when left out,
 *   refused if it does not match it; ignored (cleared) when no location is chosen.
 * - goalShortTerm, goalMidTerm, goalLifetime: text ≤ 2000 characters, trimmed; empty clears.
 */
export class UpdateGoalsDto {
  // class-validator runs these bottom-up: a list first, then its size, repeats and entries.
  @IsIn(GOAL_PRACTICES_TO_LEARN, {
    each: true,
    message: `Practices to learn must be among: ${GOAL_PRACTICES_TO_LEARN.join(', ')}.`,
  })
  @ArrayUnique({ message: 'Practices to learn must not repeat a practice.' })
  @ArrayMaxSize(GOAL_PRACTICES_TO_LEARN.length, { message: 'Practices to learn has too many entries.' })
  @IsArray({ message: 'Practices to learn must be a list.' })
  @presentNotNull
  goalPracticesToLearn?: string[] | null;

  @chosen
  @IsIn(GOAL_RETREAT_TYPES, { message: `Retreat type must be one of: ${GOAL_RETREAT_TYPES.join('; ')}.` })
  goalRetreatType?: string | null;

  @chosen
  @IsIn(GOAL_RETREAT_DURATIONS, {
    message: `Retreat duration must be one of: ${GOAL_RETREAT_DURATIONS.join(', ')}.`,
  })
  goalRetreatDuration?: string | null;

  @chosen
  @IsIn(ALL_RETREAT_LOCATIONS, { message: 'Please choose a retreat location from the list.' })
  goalRetreatLocation?: string | null;

  @chosen
  @IsIn(RETREAT_LOCATION_CATEGORIES, {
    message: "Retreat location category must be 'US' or 'International'.",
  })
  goalRetreatLocationCategory?: string | null;

  @OptionalText('Short-term goals', MAX_GOAL_TEXT)
  goalShortTerm?: string | null;

  @OptionalText('Mid-term goals', MAX_GOAL_TEXT)
  goalMidTerm?: string | null;

  @OptionalText('Lifetime goals', MAX_GOAL_TEXT)
  goalLifetime?: string | null;
}
