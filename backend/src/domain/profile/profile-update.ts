import { DomainError } from '../../platform/domain/domain-error.js';
import { studioDate } from '../../platform/domain/eastern-time.js';
import {
  FIRST_YEAR_LEARNED,
  PRACTICE_LABELS,
  PROFILE_PRACTICES,
  type ProfilePractice,
  type RetreatLocationCategory,
  retreatLocationCategory,
} from './profile-options.js';

/**
 * The rules of a profile save that span fields.
 * Each field's own shape (types, ranges, lengths) is checked by the HTTP DTOs before this runs.
 */

export interface ContactFields {
  phoneNumber: string | null;
  address: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
}

/** The flat per-practice fields of the users table: `suryaKriyaLearned`, `suryaKriyaTeacher`, ... */
export type PracticeFields = { [P in ProfilePractice as `${P}Learned`]: boolean } & {
  [P in ProfilePractice as `${P}Teacher`]: string | null;
} & { [P in ProfilePractice as `${P}Year`]: number | null } & {
  [P in ProfilePractice as `${P}Frequency`]: string | null;
} & { [P in ProfilePractice as `${P}LastPractice`]: Date | null };

export type ProfileFields = ContactFields & PracticeFields & { noIshaYogaExperience: boolean };

export type ProfileDecision = { ok: true; changes: Partial<ProfileFields> } | { ok: false; message: string };

/** A profile save the rules refuse; nothing of it is saved. */
export class ProfileUpdateRejected extends DomainError {
  readonly kind = 'invalid';
}

export const EXPERIENCE_CONFLICT_MESSAGE =
  'You cannot mark a practice as learned and also say you have not learned any practices yet.';

const DETAILS = ['Teacher', 'Year', 'Frequency', 'LastPractice'] as const;

/**
 * A partial update: only the fields present in `patch` change, plus the clearing rule — a practice
 * that ends up not learned loses its teacher, year, frequency and last practice date.
 */
export function decideProfileUpdate(
  current: ProfileFields,
  patch: Partial<ProfileFields>,
  now: Date,
): ProfileDecision {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) changes[key] = value;
  const thisYear = Number(studioDate(now).slice(0, 4));
  for (const practice of PROFILE_PRACTICES) {
    const label = PRACTICE_LABELS[practice];
    const year = patch[`${practice}Year`];
    if (typeof year === 'number' && year > thisYear) {
      return {
        ok: false,
        message: `${label} year learned must be between ${FIRST_YEAR_LEARNED} and ${thisYear}.`,
      };
    }
    // A last practice date is stored as the instant its Eastern day starts: after now means a later day.
    const last = patch[`${practice}LastPractice`];
    if (last instanceof Date && last.getTime() > now.getTime()) {
      return { ok: false, message: `${label} last practice date cannot be in the future.` };
    }
  }
  const after = { ...current, ...changes } as ProfileFields;

  for (const practice of PROFILE_PRACTICES) {
    if (after[`${practice}Learned`]) continue;
    for (const detail of DETAILS) {
      const key = `${practice}${detail}` as const;
      if (after[key] !== null) changes[key] = null;
    }
  }
  if (after.noIshaYogaExperience && PROFILE_PRACTICES.some((practice) => after[`${practice}Learned`])) {
    return { ok: false, message: EXPERIENCE_CONFLICT_MESSAGE };
  }
  return { ok: true, changes: changes as Partial<ProfileFields> };
}

export interface GoalFields {
  goalPracticesToLearn: string[] | null;
  goalRetreatType: string | null;
  goalRetreatDuration: string | null;
  /** Stored as a text array; the profile saves one location, so [location] or null. */
  goalRetreatLocation: string[] | null;
  goalRetreatLocationCategory: RetreatLocationCategory | null;
  goalShortTerm: string | null;
  goalMidTerm: string | null;
  goalLifetime: string | null;
}

/** The goal form as sent: one location, possibly empty, and its category. */
export interface GoalPatch {
  goalPracticesToLearn?: string[];
  goalRetreatType?: string | null;
  goalRetreatDuration?: string | null;
  goalRetreatLocation?: string | null;
  goalRetreatLocationCategory?: string | null;
  goalShortTerm?: string | null;
  goalMidTerm?: string | null;
  goalLifetime?: string | null;
}

export type GoalDecision = { ok: true; changes: Partial<GoalFields> } | { ok: false; message: string };

/**
 * The location is saved as chosen (the original product read it under a name no input used and saved it empty); its category is
 * derived from it, and a category that was sent must agree. No location means no category.
 */
export function decideGoalsUpdate(patch: GoalPatch): GoalDecision {
  const { goalRetreatLocation: location, goalRetreatLocationCategory: category, ...rest } = patch;
  const changes: Partial<GoalFields> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
  }
  if (location === undefined) {
    if (category !== undefined && category !== null && category !== '') {
      return { ok: false, message: 'Choose a retreat location together with its category.' };
    }
    return { ok: true, changes };
  }
  if (location === null || location === '') {
    changes.goalRetreatLocation = null;
    changes.goalRetreatLocationCategory = null;
    return { ok: true, changes };
  }
  const derived = retreatLocationCategory(location);
  if (!derived) return { ok: false, message: 'Please choose a retreat location from the list.' };
  if (category !== undefined && category !== null && category !== '' && category !== derived) {
    return {
      ok: false,
      message: `The retreat location ${location} is in the ${derived} group, not ${category}.`,
    };
  }
  changes.goalRetreatLocation = [location];
  changes.goalRetreatLocationCategory = derived;
  return { ok: true, changes };
}
