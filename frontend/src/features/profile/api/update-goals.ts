import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCurrentUser } from '../../../lib/api/current-user-query';
import { api } from '../../../lib/api-client';
import type { RetreatLocationCategory } from '../content/profile-options';
import type { ProfileUser } from '../profile-user';

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

/** Answers the saved user, shown at once before the current user is asked for again. */
export function updateGoals(payload: GoalsPayload): Promise<ProfileUser> {
  return api.put<ProfileUser>('/api/profile/goals', payload);
}

export function useUpdateGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGoals,
    onSuccess: (user) => refreshCurrentUser(queryClient, user),
  });
}
