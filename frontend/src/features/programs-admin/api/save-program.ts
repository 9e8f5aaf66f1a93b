import type { AdminProgramView, ProgramKind } from '@sadhana/rules/programs';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useProgramsRefresh } from './use-programs-refresh';

/** A program as the admin's form sends it: the specification's insert shape plus kind (dates in Eastern wall-clock time). */
export interface ProgramInput {
  kind: ProgramKind;
  title: string;
  description: string;
  price: number;
  location: string;
  startDate: string;
  endDate: string;
  maxParticipants: number | null;
  isActive: boolean;
}

/** POST /api/admin/workshops, or PUT /api/admin/workshops/:id for an existing one. */
export function saveProgram(program: ProgramInput, programId?: string): Promise<AdminProgramView> {
  return programId
    ? api.put<AdminProgramView>(`/api/admin/workshops/${encodeURIComponent(programId)}`, program)
    : api.post<AdminProgramView>('/api/admin/workshops', program);
}

export function useSaveProgram(programId?: string) {
  const refresh = useProgramsRefresh();
  return useMutation({
    mutationFn: (program: ProgramInput) => saveProgram(program, programId),
    onSuccess: refresh,
  });
}
