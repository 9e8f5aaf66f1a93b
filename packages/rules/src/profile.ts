// The fixed choices of the profile:
// one list for the server's validation and the profile form.

/** A fixed choice stated once as its labels: its stored values are their keys, in the form's order. */
function valuesOf<Value extends string>(labels: Record<Value, string>): readonly Value[] {
  return Object.keys(labels) as Value[];
}

/** The practices a profile records experience of, with their labels; the API and storage spell it `angamardana`. */
export const PRACTICE_LABELS = {
  shambhavi: 'Shambhavi Mahamudra',
  angamardana: 'Angamardhana',
  yogasanas: 'Yogasanas',
  suryaKriya: 'Surya Kriya',
  suryaShakti: 'Surya Shakti',
  bhutaShuddhi: 'Bhuta Shuddhi',
};
export type ProfilePractice = keyof typeof PRACTICE_LABELS;
export const PROFILE_PRACTICES = valuesOf(PRACTICE_LABELS);

/** How often a practice is done: the form's options in its order, each a stored value and its label. */
export const PRACTICE_FREQUENCY_OPTIONS = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly (2-3 times)' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'rarely', label: 'Rarely' },
  { value: 'stopped', label: 'Stopped practicing' },
] as const;
export type PracticeFrequency = (typeof PRACTICE_FREQUENCY_OPTIONS)[number]['value'];
export const PRACTICE_FREQUENCIES: readonly PracticeFrequency[] = PRACTICE_FREQUENCY_OPTIONS.map(
  (option) => option.value,
);

/** A stored frequency as the screens word it; one the list no longer has, as stored. */
export function practiceFrequencyLabel(value: string): string {
  return PRACTICE_FREQUENCY_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** The earliest Year Learned accepted; the latest is the current year on the studio's calendar. */
export const FIRST_YEAR_LEARNED = 1990;

export const GOAL_PRACTICES_TO_LEARN = [
  'Angamardhana',
  'Yogasanas',
  'Surya Kriya',
  'Surya Shakti',
  'Bhuta Shuddhi',
  '21 Days Surya Shakti',
  '11 Days Surya Shakti',
  '11 Days Hatha Yoga Sadhana (4 hrs)',
  '21 Days Hatha Yoga Sadhana (4 hrs)',
] as const;

export const GOAL_RETREAT_TYPES = [
  'Isolation & Cosmic Clarity',
  'Dramatic Landscapes & Mindful Balance',
  'Gentle Natural Beauty & Cultural Charm',
  'Luxurious Calm',
] as const;
export type GoalRetreatType = (typeof GOAL_RETREAT_TYPES)[number];

export const GOAL_RETREAT_DURATIONS = ['2 Days Retreat', '5 Days Retreat'] as const;

export const US_RETREAT_LOCATIONS = [
  'Nevada',
  'Colorado',
  'Southeast Utah',
  'Illinois',
  'Wyoming',
  'California/Arizona',
  'Oregon',
] as const;

export const INTERNATIONAL_RETREAT_LOCATIONS = ['Costa Rica', 'Belize', 'Portugal'] as const;

export const RETREAT_LOCATION_CATEGORIES = ['US', 'International'] as const;
export type RetreatLocationCategory = (typeof RETREAT_LOCATION_CATEGORIES)[number];

export const ALL_RETREAT_LOCATIONS: readonly string[] = [
  ...US_RETREAT_LOCATIONS,
  ...INTERNATIONAL_RETREAT_LOCATIONS,
];

/** The category a retreat location belongs to; undefined for an unknown location. */
export function retreatLocationCategory(location: string): RetreatLocationCategory | undefined {
  if ((US_RETREAT_LOCATIONS as readonly string[]).includes(location)) return 'US';
  if ((INTERNATIONAL_RETREAT_LOCATIONS as readonly string[]).includes(location)) return 'International';
  return undefined;
}
