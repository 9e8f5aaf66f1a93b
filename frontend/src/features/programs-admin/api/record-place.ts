import type { ProgramBookingView, ProgramHandMethod } from '@sadhana/rules/programs';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useProgramsRefresh } from './use-programs-refresh';

export interface PlaceByHand {
  email: string;
  method: ProgramHandMethod;
  reason: string;
}

/** A place paid in cash (check, transfer, other) or given free, for the account of an email (a fresh second factor). */
export function recordPlace(programId: string, place: PlaceByHand): Promise<ProgramBookingView> {
  return api.post<ProgramBookingView>(`/api/admin/workshops/${encodeURIComponent(programId)}/places`, place);
}

export function useRecordPlace(programId: string) {
  const refresh = useProgramsRefresh();
  return useMutation({
    mutationFn: (place: PlaceByHand) => recordPlace(programId, place),
    onSuccess: refresh,
  });
}
