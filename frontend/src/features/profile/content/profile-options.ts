// The fixed choices of the profile: the very lists the server validates against, from
// the rules shared with it (@sadhana/rules), with the descriptions and benefits the screen shows.
import {
  retreatLocationCategory as categoryOf,
  GOAL_RETREAT_DURATIONS,
  GOAL_RETREAT_TYPES,
  type GoalRetreatType,
  PRACTICE_FREQUENCY_OPTIONS,
  PROFILE_PRACTICES as PRACTICE_KEYS,
  PRACTICE_LABELS,
  type ProfilePractice,
  type RetreatLocationCategory,
} from '@sadhana/rules/profile';

export {
  FIRST_YEAR_LEARNED,
  GOAL_PRACTICES_TO_LEARN,
  INTERNATIONAL_RETREAT_LOCATIONS,
  type RetreatLocationCategory,
  US_RETREAT_LOCATIONS,
} from '@sadhana/rules/profile';

import { MEMBER_DISCOUNT_PERCENT } from '@sadhana/rules/fees';

/** API and storage spell it `angamardana` everywhere; the label is "Angamardhana". */
export type PracticeKey = ProfilePractice;
export const PROFILE_PRACTICES = PRACTICE_KEYS.map((key) => ({ key, label: PRACTICE_LABELS[key] }));

export const FREQUENCY_OPTIONS = PRACTICE_FREQUENCY_OPTIONS;

const RETREAT_TYPE_DESCRIPTIONS: Record<GoalRetreatType, string> = {
  'Isolation & Cosmic Clarity': 'Remote, quiet places under wide night skies, far from everyday noise.',
  'Dramatic Landscapes & Mindful Balance':
    'Canyons, mountains and coastlines that hold the mind in attention.',
  'Gentle Natural Beauty & Cultural Charm': 'Soft countryside and small towns with a culture of their own.',
  'Luxurious Calm': 'Comfortable retreat centres with time to rest between practices.',
};
export const RETREAT_TYPES = GOAL_RETREAT_TYPES.map((value) => ({
  value,
  description: RETREAT_TYPE_DESCRIPTIONS[value],
}));

export const RETREAT_DURATIONS = GOAL_RETREAT_DURATIONS;

export function retreatLocationCategory(location: string): RetreatLocationCategory | null {
  return categoryOf(location) ?? null;
}

export const MEMBER_BENEFITS = [
  'Unlimited daily sessions',
  `${MEMBER_DISCOUNT_PERCENT}% discount on workshops`,
  `${MEMBER_DISCOUNT_PERCENT}% discount on retreats`,
  'Community support',
  'Certified instruction',
] as const;
