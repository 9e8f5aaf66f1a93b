import type { ProgramRoster } from '@sadhana/rules/programs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

/** A program and its bookings: name, email, amount paid, method, status, refunds. */
export function getProgramRoster(programId: string): Promise<ProgramRoster> {
  return api.get<ProgramRoster>(urlOf(queryKeys.admin.programRoster(programId)));
}

export function useProgramRoster(programId: string) {
  return useQuery({
    queryKey: queryKeys.admin.programRoster(programId),
    queryFn: () => getProgramRoster(programId),
  });
}

/** The roster as a CSV file, downloaded by the browser. */
export function rosterFileUrl(programId: string): string {
  return `${urlOf(queryKeys.admin.programRoster(programId))}.csv`;
}
