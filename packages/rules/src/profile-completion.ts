/**
 * Profile completion: three sections (yoga experience, goal planning, personal goals), each complete
 * or not, and the rounded share of complete sections. The one place this is computed: GET
 * /api/auth/user returns it, the profile screen shows it, and an admin view can call the same function.
 */
import type { ProfileCompletion } from './api.js';

/** The shape is the API's (shared with the profile screen); this module computes it. */
export type { ProfileCompletion };

/** The fields completion reads; a users row (or the current-user view) has them all. */
export interface ProfileCompletionInput {
  noIshaYogaExperience: boolean;
  shambhaviLearned: boolean;
  angamardanaLearned: boolean;
  yogasanasLearned: boolean;
  suryaKriyaLearned: boolean;
  suryaShaktiLearned: boolean;
  bhutaShuddhiLearned: boolean;
  goalPracticesToLearn: readonly string[] | null;
  goalShortTerm: string | null;
  goalMidTerm: string | null;
  goalLifetime: string | null;
}

const filled = (text: string | null): boolean => typeof text === 'string' && text.trim() !== '';

export function profileCompletion(user: ProfileCompletionInput): ProfileCompletion {
  const sections = {
    yogaExperience:
      user.noIshaYogaExperience ||
      user.shambhaviLearned ||
      user.angamardanaLearned ||
      user.yogasanasLearned ||
      user.suryaKriyaLearned ||
      user.suryaShaktiLearned ||
      user.bhutaShuddhiLearned,
    goalPlanning: (user.goalPracticesToLearn?.length ?? 0) > 0,
    personalGoals: filled(user.goalShortTerm) || filled(user.goalMidTerm) || filled(user.goalLifetime),
  };
  const complete = Object.values(sections).filter(Boolean).length;
  return { percentage: Math.round((complete / 3) * 100), sections };
}
