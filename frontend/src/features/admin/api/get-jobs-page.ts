import type { AdminJobsPage } from '@sadhana/rules/admin-workspace';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys, urlOf } from '../../../lib/query-keys';

export type JobsView = AdminJobsPage['view'];

export interface JobsPageQuery {
  view: JobsView;
  page: number;
}

/**
 * Jobs run, retry and get scheduled on their own (a registration schedules its reminder a moment
 * after it commits): the open list asks again this often.
 */
const JOBS_REFRESH_MS = 5_000;

/** GET /api/admin/jobs: upcoming in the order they run, or failed, newest first; a page of them. */
export function getJobsPage(query: JobsPageQuery): Promise<AdminJobsPage> {
  return api.get<AdminJobsPage>(urlOf(queryKeys.admin.jobsPage({ ...query })));
}

export function jobsPageQueryOptions(query: JobsPageQuery) {
  return queryOptions({
    queryKey: queryKeys.admin.jobsPage({ ...query }),
    queryFn: () => getJobsPage(query),
    placeholderData: keepPreviousData,
    refetchInterval: JOBS_REFRESH_MS,
  });
}

export function useJobsPage(query: JobsPageQuery) {
  return useQuery(jobsPageQueryOptions(query));
}
