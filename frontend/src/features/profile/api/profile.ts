import type { CurrentUserView, PracticeExperience, ProfileCompletion } from '@sadhana/rules/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '../../../lib/auth';
import type { RetreatLocationCategory } from '../content/profile-options';

export type { ProfileCompletion };

/** The experience fields of the practices, any of them present (spec §5 "Profile save" sends only some). */
type PracticeFields = Partial<PracticeExperience>;

/** GET /api/auth/user as the profile reads it. Every field may be missing: read defensively. */
export type ProfileUser = CurrentUser & Partial<CurrentUserView>;

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
