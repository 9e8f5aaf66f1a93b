// Every query's key, in one place. A key is the URL of its GET in segments: urlOf joins them with '/'
// (the default query fn does the same), and a last segment that is an object is the query string.
// So a key says what it caches, and a shorter key invalidates every variant under it (the users
// overview of every date, say). Invalidations use these helpers, never a copy of the string.

type SearchParams = Record<string, string | number | boolean | undefined>;

export interface ActivityTrendParams extends SearchParams {
  days: number;
  /** YYYY-MM-DD: the last day of the trend; today when absent. */
  to?: string;
}

/** The paged lists' filters, as the server reads them (see @sadhana/rules/admin-workspace). */
export type AdminListParams = SearchParams;

export const queryKeys = {
  currentUser: () => ['/api/auth/user'] as const,
  authProviders: () => ['/api/auth/providers'] as const,
  practices: () => ['/api/practices'] as const,
  paymentsConfig: () => ['/api/payments/config'] as const,
  userSchedule: () => ['/api/user-schedule'] as const,
  pastAttendance: () => ['/api/user-past-attendance'] as const,
  fees: () => ['/api/fees'] as const,
  calendarFeed: () => ['/api/calendar-feed'] as const,
  programs: () => ['/api/workshops'] as const,
  pastPrograms: () => ['/api/workshops', 'past'] as const,
  myPrograms: () => ['/api/my-programs'] as const,
  secondFactorMethods: () => ['/api/auth/second-factor'] as const,
  security: () => ['/api/auth/security'] as const,
  admin: {
    /** Every page and variant of the users list (the key to invalidate them all). */
    usersOverview: () => ['/api/admin/users-overview'] as const,
    activityTrend: (params?: ActivityTrendParams) =>
      params ? (['/api/admin/activity-trend', params] as const) : (['/api/admin/activity-trend'] as const),
    usersPage: (params: AdminListParams) => ['/api/admin/users-overview', params] as const,
    sessionRegistrations: () => ['/api/admin/session-registrations'] as const,
    roster: (params?: { date?: string }) =>
      params ? (['/api/admin/roster', params] as const) : (['/api/admin/roster'] as const),
    attendanceHistory: () => ['/api/admin/attendance-history'] as const,
    historyPage: (params: AdminListParams) => ['/api/admin/attendance-history', params] as const,
    user: (userId: string | null) => ['/api/admin/user', userId] as const,
    auditPage: (userId: string | null, page: number) =>
      ['/api/admin/user', userId, 'audit-trail', { page }] as const,
    memberSummary: (userId: string | null) => ['/api/admin/user', userId, 'summary'] as const,
    sessionMailSettings: () => ['/api/admin/session-mails'] as const,
    /** Every page of both job lists (the key to invalidate them all). */
    jobs: () => ['/api/admin/jobs'] as const,
    jobsPage: (params: AdminListParams) => ['/api/admin/jobs', params] as const,
    /** Every program and each one's roster (the key to invalidate them all). */
    programs: () => ['/api/admin/workshops'] as const,
    programRoster: (programId: string) => ['/api/admin/workshops', programId, 'roster'] as const,
    system: () => ['/api/admin/system'] as const,
  },
};

function isSearchParams(segment: unknown): segment is SearchParams {
  return typeof segment === 'object' && segment !== null;
}

/** name=value pairs; an absent or false flag is left out, as the server's default. */
export function queryString(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== false) search.set(name, String(value));
  }
  return search.toString();
}

/** The URL a key names: ['/api/admin/user', id, 'audit-trail'] → /api/admin/user/<id>/audit-trail. */
export function urlOf(key: readonly unknown[]): string {
  const last = key.at(-1);
  const params = isSearchParams(last) ? last : undefined;
  const [base, ...segments] = params ? key.slice(0, -1) : key;
  const path = [String(base), ...segments.map((segment) => encodeURIComponent(String(segment)))].join('/');
  const query = params ? queryString(params) : '';
  return query ? `${path}?${query}` : path;
}
