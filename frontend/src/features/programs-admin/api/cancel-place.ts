import type { ProgramBookingView } from '@sadhana/rules/programs';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useProgramsRefresh } from './use-programs-refresh';

/** One person's place cancelled by the studio, refunded in full, with a reason (a fresh second factor). */
export function cancelPlace(
  programId: string,
  bookingId: string,
  reason: string,
): Promise<ProgramBookingView> {
  return api.post<ProgramBookingView>(
    `/api/admin/workshops/${encodeURIComponent(programId)}/bookings/${encodeURIComponent(bookingId)}/cancel`,
    { reason },
  );
}

export function useCancelPlace(programId: string) {
  const refresh = useProgramsRefresh();
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: string; reason: string }) =>
      cancelPlace(programId, bookingId, reason),
    onSettled: refresh,
  });
}
