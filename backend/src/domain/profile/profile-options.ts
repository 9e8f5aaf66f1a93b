// The fixed choices of the profile live in the rules shared with the profile screen.
export {
  ALL_RETREAT_LOCATIONS,
  FIRST_YEAR_LEARNED,
  GOAL_PRACTICES_TO_LEARN,
  GOAL_RETREAT_DURATIONS,
  GOAL_RETREAT_TYPES,
  INTERNATIONAL_RETREAT_LOCATIONS,
  PRACTICE_FREQUENCIES,
  PRACTICE_LABELS,
  PROFILE_PRACTICES,
  type PracticeFrequency,
  type ProfilePractice,
  RETREAT_LOCATION_CATEGORIES,
  type RetreatLocationCategory,
  retreatLocationCategory,
  US_RETREAT_LOCATIONS,
} from '@sadhana/rules/profile';
