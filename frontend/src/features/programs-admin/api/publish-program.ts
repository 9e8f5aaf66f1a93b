import type { AdminProgramView } from '@sadhana/rules/programs';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useProgramsRefresh } from './use-programs-refresh';

/** A draft listed and bookable from now on. */
export function publishProgram(programId: string): Promise<AdminProgramView> {
  return api.post<AdminProgramView>(`/api/admin/workshops/${encodeURIComponent(programId)}/publish`);
}

export function usePublishProgram() {
  const refresh = useProgramsRefresh();
  return useMutation({ mutationFn: publishProgram, onSuccess: refresh });
}
