import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshCurrentUser } from '../../../lib/api/current-user-query';
import { api } from '../../../lib/api-client';

/** The dashboard's cancel: at the end of the paid period; the user is asked again after it. */
export function cancelSubscription(): Promise<unknown> {
  return api.post('/api/cancel-subscription');
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => refreshCurrentUser(queryClient),
  });
}
