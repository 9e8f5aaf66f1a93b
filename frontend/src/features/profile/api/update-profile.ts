import type { PracticeExperience } from '@sadhana/rules/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCurrentUser } from '../../../lib/api/current-user-query';
import { api } from '../../../lib/api-client';
import type { ProfileUser } from '../profile-user';

export interface ContactPayload {
  phoneNumber: string;
  address: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
}

/**
 * The contact card's fields, or the practice card's: a practice's experience is sent only when it is
 * marked learned, the no-experience box always.
 */
export type ProfilePayload =
  | ContactPayload
  | (Partial<PracticeExperience> & { noIshaYogaExperience: boolean });

/** Answers the saved user, shown at once before the current user is asked for again. */
export function updateProfile(payload: ProfilePayload): Promise<ProfileUser> {
  return api.put<ProfileUser>('/api/profile', payload);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => refreshCurrentUser(queryClient, user),
  });
}
