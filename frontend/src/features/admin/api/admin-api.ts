import type {
  ActivityTrendPoint,
  AttendanceHistoryUser,
  AuditEntry,
  SessionRegistrationsDay,
  UsersOverview,
} from '@sadhana/rules/admin';
import type { CurrentUserView } from '@sadhana/rules/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const USERS_OVERVIEW_KEY = ['/api/admin/users-overview'] as const;
export const SESSION_REGISTRATIONS_KEY = ['/api/admin/session-registrations'] as const;
export const ATTENDANCE_HISTORY_KEY = ['/api/admin/attendance-history'] as const;
const MEMBER_KEYS = [['/api/user-past-attendance'], ['/api/user-schedule']] as const;

async function getJson<T>(url: string): Promise<T> {
  return (await (await apiRequest('GET', url)).json()) as T;
}

/** Users and stats; `asOf` (YYYY-MM-DD) reads the stats on a past date, `includeDeleted` lists deleted users. */
export function useUsersOverview({ asOf, includeDeleted }: { asOf?: string; includeDeleted: boolean }) {
  const params = new URLSearchParams();
  if (asOf) params.set('asOf', asOf);
  if (includeDeleted) params.set('includeDeleted', 'true');
  const query = params.toString();
  return useQuery({
    queryKey: [...USERS_OVERVIEW_KEY, { asOf, includeDeleted }],
    queryFn: () => getJson<UsersOverview>(`${USERS_OVERVIEW_KEY[0]}${query ? `?${query}` : ''}`),
    placeholderData: (previous) => previous,
  });
}

export function useSessionRegistrations() {
  return useQuery({
    queryKey: SESSION_REGISTRATIONS_KEY,
    queryFn: () => getJson<SessionRegistrationsDay[]>(SESSION_REGISTRATIONS_KEY[0]),
  });
}

export function useAttendanceHistory() {
  return useQuery({
    queryKey: ATTENDANCE_HISTORY_KEY,
    queryFn: () => getJson<AttendanceHistoryUser[]>(ATTENDANCE_HISTORY_KEY[0]),
  });
}

export function useActivityTrend(to: string | undefined) {
  return useQuery({
    queryKey: ['/api/admin/activity-trend', to ?? 'today'],
    queryFn: () => getJson<ActivityTrendPoint[]>(`/api/admin/activity-trend?days=90${to ? `&to=${to}` : ''}`),
  });
}

/** Enabled when a user is selected (spec §7). */
export function useAdminUser(userId: string | null) {
  return useQuery({
    queryKey: ['/api/admin/user', userId],
    queryFn: () => getJson<CurrentUserView>(`/api/admin/user/${userId}`),
    enabled: userId !== null,
  });
}

export function useAuditTrail(userId: string | null) {
  return useQuery({
    queryKey: ['/api/admin/user', userId, 'audit-trail'],
    queryFn: () => getJson<AuditEntry[]>(`/api/admin/user/${userId}/audit-trail`),
    enabled: userId !== null,
    staleTime: 0,
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest('DELETE', `/api/admin/users/${userId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_OVERVIEW_KEY }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: SESSION_REGISTRATIONS_KEY }),
        client.invalidateQueries({ queryKey: ATTENDANCE_HISTORY_KEY }),
      ]),
  });
}

export function useRestoreUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest('POST', `/api/admin/users/${userId}/restore`),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_OVERVIEW_KEY }),
  });
}

export function useRemoveRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: string; dayOfWeek: number }) =>
      apiRequest('DELETE', '/api/admin/session-registration', body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: SESSION_REGISTRATIONS_KEY }),
        client.invalidateQueries({ queryKey: USERS_OVERVIEW_KEY }),
      ]),
  });
}

export interface StatusChange {
  userId: string;
  date: string;
  status: string | null;
}

type Snapshot = { registrations?: SessionRegistrationsDay[]; history?: AttendanceHistoryUser[] };

/**
 * Spec §4: the change shows in the cached lists at once and is rolled back on error; on settle the
 * admin lists and the member's own lists are refetched (spec §7).
 */
export function useSetAttendanceStatus() {
  const client = useQueryClient();
  return useMutation<Response, Error, StatusChange, Snapshot>({
    mutationFn: (change) => apiRequest('PATCH', '/api/admin/attendance-status', change),
    onMutate: async ({ userId, date, status }) => {
      await Promise.all([
        client.cancelQueries({ queryKey: SESSION_REGISTRATIONS_KEY }),
        client.cancelQueries({ queryKey: ATTENDANCE_HISTORY_KEY }),
      ]);
      const snapshot: Snapshot = {
        registrations: client.getQueryData(SESSION_REGISTRATIONS_KEY),
        history: client.getQueryData(ATTENDANCE_HISTORY_KEY),
      };
      client.setQueryData<SessionRegistrationsDay[]>(SESSION_REGISTRATIONS_KEY, (days) =>
        days?.map((day) =>
          day.date !== date
            ? day
            : {
                ...day,
                registrations: day.registrations.map((r) =>
                  r.userId === userId ? { ...r, attendanceStatus: status } : r,
                ),
              },
        ),
      );
      client.setQueryData<AttendanceHistoryUser[]>(ATTENDANCE_HISTORY_KEY, (users) =>
        users?.map((user) =>
          user.userId !== userId
            ? user
            : {
                ...user,
                attendances: user.attendances.map((a) =>
                  a.date === date ? { ...a, attendanceStatus: status } : a,
                ),
              },
        ),
      );
      return snapshot;
    },
    onError: (_error, _change, snapshot) => {
      if (snapshot?.registrations) client.setQueryData(SESSION_REGISTRATIONS_KEY, snapshot.registrations);
      if (snapshot?.history) client.setQueryData(ATTENDANCE_HISTORY_KEY, snapshot.history);
    },
    // Not awaited: the toast of the outcome must not wait for the lists to come back.
    onSettled: () => {
      for (const queryKey of [SESSION_REGISTRATIONS_KEY, ATTENDANCE_HISTORY_KEY, ...MEMBER_KEYS]) {
        void client.invalidateQueries({ queryKey });
      }
    },
  });
}

export function useSyncMemberships() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', '/api/admin/sync-memberships')).json()) as {
        syncedCount: number;
        errorCount: number;
      },
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_OVERVIEW_KEY }),
  });
}
