import type { AdminProgramView } from '@sadhana/rules/programs';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useProgramsRefresh } from './use-programs-refresh';

/** The whole program called off: every paid place refunded in full, each person mailed (a fresh second factor). */
export function cancelProgram(programId: string, reason: string): Promise<AdminProgramView> {
  return api.post<AdminProgramView>(`/api/admin/workshops/${encodeURIComponent(programId)}/cancel`, {
    reason,
  });
}

export function useCancelProgram(programId: string) {
  const refresh = useProgramsRefresh();
  return useMutation({
    mutationFn: (reason: string) => cancelProgram(programId, reason),
    onSettled: refresh,
  });
}
