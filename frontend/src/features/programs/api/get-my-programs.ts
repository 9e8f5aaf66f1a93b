import type { MyProgramBooking } from '@sadhana/rules/programs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

export type { MyProgramBooking };

/** The signed-in person's bookings with their programs, those to come first. */
export function getMyPrograms(): Promise<MyProgramBooking[]> {
  return api.get<MyProgramBooking[]>(urlOf(queryKeys.myPrograms()));
}

/** Asked each time a page shows them: a payment's webhook or the studio changes them from elsewhere. */
export function myProgramsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.myPrograms(),
    queryFn: getMyPrograms,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

export function useMyPrograms(enabled = true) {
  return useQuery({ ...myProgramsQueryOptions(), enabled });
}
