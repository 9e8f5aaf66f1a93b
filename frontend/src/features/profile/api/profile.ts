import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '../../../lib/auth';
import type { PracticeKey, RetreatLocationCategory } from '../content/profile-options';

export interface ProfileCompletion {
  percentage: number;
  sections: { yogaExperience: boolean; goalPlanning: boolean; personalGoals: boolean };
}

type PracticeFields = { [P in PracticeKey as `${P}Learned`]?: boolean } & {
  [P in PracticeKey as `${P}Teacher`]?: string | null;
} & { [P in PracticeKey as `${P}Year`]?: number | null } & {
  [P in PracticeKey as `${P}Frequency`]?: string | null;
} & { [P in PracticeKey as `${P}LastPractice`]?: string | null };

/** GET /api/auth/user as the profile reads it. Every field may be missing: read defensively. */
export type ProfileUser = CurrentUser &
  PracticeFields & {
    phoneNumber?: string | null;
    address?: string | null;
    emergencyContactName?: string | null;
    emergencyContactPhone?: string | null;
    membershipStartDate?: string | null;
    /** Set when a cancellation is scheduled: the member stays active until then (DESIGN §1.5). */
    membershipEndDate?: string | null;
    createdAt?: string | null;
    noIshaYogaExperience?: boolean;
    goalPracticesToLearn?: string[] | null;
    goalRetreatType?: string | null;
    goalRetreatDuration?: string | null;
    goalRetreatLocation?: string[] | null;
    goalRetreatLocationCategory?: string | null;
    goalShortTerm?: string | null;
    goalMidTerm?: string | null;
    goalLifetime?: string | null;
    profileCompletion?: ProfileCompletion;
  };

export interface ContactPayload {
  phoneNumber: string;
  address: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
}

/** PUT /api/profile payload: the contact card or the practice card (spec §5 "Profile save"). */
export type ProfilePayload = ContactPayload | (PracticeFields & { noIshaYogaExperience: boolean });

export interface GoalsPayload {
  goalPracticesToLearn: string[];
  goalRetreatType: string;
  goalRetreatDuration: string;
  goalRetreatLocation: string;
  goalRetreatLocationCategory: RetreatLocationCategory | '';
  goalShortTerm: string;
  goalMidTerm: string;
  goalLifetime: string;
}

async function afterSave(queryClient: ReturnType<typeof useQueryClient>, user: ProfileUser): Promise<void> {
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
}

/** PUT /api/profile; on success the current user is refreshed (spec §7). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ProfilePayload): Promise<ProfileUser> =>
      (await apiRequest('PUT', '/api/profile', payload)).json(),
    onSuccess: (user) => afterSave(queryClient, user),
  });
}

/** PUT /api/profile/goals; the error is the `"<status>: <body>"` of the shared client. */
export function useUpdateGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: GoalsPayload): Promise<ProfileUser> =>
      (await apiRequest('PUT', '/api/profile/goals', payload)).json(),
    onSuccess: (user) => afterSave(queryClient, user),
  });
}

export type CancelOutcome = 'cancelled' | 'failed' | 'network-error';

/**
 * POST /api/subscription/cancel with a JSON content type and no body (spec §7, profile page).
 * The outcome decides the page's reaction: reload, or one of the two alerts of spec §8.
 */
export async function cancelSubscriptionFromProfile(): Promise<CancelOutcome> {
  try {
    const response = await fetch('/api/subscription/cancel', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'sadhana' },
    });
    return response.ok ? 'cancelled' : 'failed';
  } catch {
    return 'network-error';
  }
}
