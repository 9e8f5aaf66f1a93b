import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface RegistrationRemoval {
  userId: string;
  /** The server removes the user's nearest registration on this weekday from today on. */
  dayOfWeek: number;
  /** The one session date to remove, when the admin removes a registration they see on a roster. */
  date?: string;
}

export function removeRegistration(removal: RegistrationRemoval): Promise<unknown> {
  return api.delete('/api/admin/session-registration', removal);
}

export function useRemoveRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeRegistration,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.sessionRegistrations() }),
        client.invalidateQueries({ queryKey: queryKeys.admin.roster() }),
        client.invalidateQueries({ queryKey: queryKeys.admin.usersOverview() }),
      ]),
  });
}
