import type { ProgramBookingView } from '@sadhana/rules/programs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The holder cancels: refunded by the terms' schedule from now; answers the booking as it then is. */
export function cancelMyBooking(bookingId: string): Promise<ProgramBookingView> {
  return api.post<ProgramBookingView>(`/api/my-programs/${encodeURIComponent(bookingId)}/cancel`);
}

export function useCancelMyBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelMyBooking,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.myPrograms() }),
        client.invalidateQueries({ queryKey: queryKeys.programs() }),
      ]),
  });
}
