// The fixed choices of the profile (spec §3, §9): the very lists the server validates against,
// from its pure domain module (no framework, no I/O), with the labels and descriptions the form shows.
import {
  retreatLocationCategory as categoryOf,
  FIRST_YEAR_LEARNED,
  GOAL_PRACTICES_TO_LEARN,
  GOAL_RETREAT_DURATIONS,
  GOAL_RETREAT_TYPES,
  INTERNATIONAL_RETREAT_LOCATIONS,
  PRACTICE_FREQUENCIES,
  PROFILE_PRACTICES as PRACTICE_KEYS,
  PRACTICE_LABELS,
  type PracticeFrequency,
  type ProfilePractice,
  type RetreatLocationCategory,
  US_RETREAT_LOCATIONS,
} from '../../../../../backend/src/domain/profile/profile-options';

export type { RetreatLocationCategory };
export { FIRST_YEAR_LEARNED, GOAL_PRACTICES_TO_LEARN, INTERNATIONAL_RETREAT_LOCATIONS, US_RETREAT_LOCATIONS };

/** API and storage spell it `angamardana` (DESIGN §1.7); the label is "Angamardhana". */
export type PracticeKey = ProfilePractice;
export const PROFILE_PRACTICES = PRACTICE_KEYS.map((key) => ({ key, label: PRACTICE_LABELS[key] }));

const FREQUENCY_LABELS: Record<PracticeFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly (2-3 times)',
  monthly: 'Monthly',
  rarely: 'Rarely',
  stopped: 'Stopped practicing',
};
export const FREQUENCY_OPTIONS = PRACTICE_FREQUENCIES.map((value) => ({
  value,
  label: FREQUENCY_LABELS[value],
}));

const RETREAT_TYPE_DESCRIPTIONS: Record<(typeof GOAL_RETREAT_TYPES)[number], string> = {
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
  '15% discount on workshops',
  '15% discount on retreats',
  'Community support',
  'Certified instruction',
] as const;
