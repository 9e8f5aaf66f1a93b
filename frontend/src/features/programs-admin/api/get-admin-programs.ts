import type { AdminProgramView } from '@sadhana/rules/programs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** Every program, drafts and cancelled ones too, the latest start first, with its revenue. */
export function getAdminPrograms(): Promise<AdminProgramView[]> {
  return api.get<AdminProgramView[]>(urlOf(queryKeys.admin.programs()));
}

export function useAdminPrograms() {
  return useQuery({ queryKey: queryKeys.admin.programs(), queryFn: getAdminPrograms });
}
