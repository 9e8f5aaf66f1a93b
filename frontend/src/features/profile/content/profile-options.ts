// The fixed choices of the profile (spec §3, §9). The server validates against the same lists
// (backend/src/domain/profile/profile-options.ts): keep them in step.

/** API and storage spell it `angamardana` (DESIGN §1.7); the label is "Angamardhana". */
export const PROFILE_PRACTICES = [
  { key: 'shambhavi', label: 'Shambhavi Mahamudra' },
  { key: 'angamardana', label: 'Angamardhana' },
  { key: 'yogasanas', label: 'Yogasanas' },
  { key: 'suryaKriya', label: 'Surya Kriya' },
  { key: 'suryaShakti', label: 'Surya Shakti' },
  { key: 'bhutaShuddhi', label: 'Bhuta Shuddhi' },
] as const;
export type PracticeKey = (typeof PROFILE_PRACTICES)[number]['key'];

export const FREQUENCY_OPTIONS = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly (2-3 times)' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'rarely', label: 'Rarely' },
  { value: 'stopped', label: 'Stopped practicing' },
] as const;

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

export const RETREAT_TYPES = [
  {
    value: 'Isolation & Cosmic Clarity',
    description: 'Remote, quiet places under wide night skies, far from everyday noise.',
  },
  {
    value: 'Dramatic Landscapes & Mindful Balance',
    description: 'Canyons, mountains and coastlines that hold the mind in attention.',
  },
  {
    value: 'Gentle Natural Beauty & Cultural Charm',
    description: 'Soft countryside and small towns with a culture of their own.',
  },
  {
    value: 'Luxurious Calm',
    description: 'Comfortable retreat centres with time to rest between practices.',
  },
] as const;

export const RETREAT_DURATIONS = ['2 Days Retreat', '5 Days Retreat'] as const;

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

export type RetreatLocationCategory = 'US' | 'International';

export function retreatLocationCategory(location: string): RetreatLocationCategory | null {
  if ((US_RETREAT_LOCATIONS as readonly string[]).includes(location)) return 'US';
  if ((INTERNATIONAL_RETREAT_LOCATIONS as readonly string[]).includes(location)) return 'International';
  return null;
}

export const MEMBER_BENEFITS = [
  'Unlimited daily sessions',
  '15% discount on workshops',
  '15% discount on retreats',
  'Community support',
  'Certified instruction',
] as const;
