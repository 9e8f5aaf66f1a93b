import type { AttendanceHistoryUser, SessionRegistrationsDay } from '@sadhana/rules/admin';
import type { AttendanceHistoryRow, Page, SessionRoster } from '@sadhana/rules/admin-workspace';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface StatusChange {
  userId: string;
  date: string;
  /** One of the attendance statuses, or null to clear it. */
  status: string | null;
}

export function setAttendanceStatus(change: StatusChange): Promise<unknown> {
  return api.patch('/api/admin/attendance-status', change);
}

/** Every cached list a status shows in: the day lists, the rosters and the history (both shapes). */
const LISTS = [
  queryKeys.admin.sessionRegistrations(),
  queryKeys.admin.roster(),
  queryKeys.admin.attendanceHistory(),
];

type Snapshot = [QueryKey, unknown][];
type CachedList =
  | SessionRegistrationsDay[]
  | AttendanceHistoryUser[]
  | SessionRoster
  | Page<AttendanceHistoryRow>;

function withStatus<T extends { userId: string; attendanceStatus: string | null }>(
  entries: T[],
  userId: string,
  status: string | null,
): T[] {
  return entries.map((entry) => (entry.userId === userId ? { ...entry, attendanceStatus: status } : entry));
}

/** The cached list as it reads once the change is made, whichever of the four shapes it has. */
function applied(
  list: CachedList | undefined,
  { userId, date, status }: StatusChange,
): CachedList | undefined {
  if (list === undefined) return list;
  if (!Array.isArray(list)) {
    if ('items' in list) {
      return {
        ...list,
        items: list.items.map((row) =>
          row.userId === userId && row.date === date ? { ...row, attendanceStatus: status } : row,
        ),
      };
    }
    return list.date === date
      ? { ...list, registrations: withStatus(list.registrations, userId, status) }
      : list;
  }
  return list.map((item) => {
    if ('registrations' in item) {
      return item.date === date
        ? { ...item, registrations: withStatus(item.registrations, userId, status) }
        : item;
    }
    if (item.userId !== userId) return item;
    return {
      ...item,
      attendances: item.attendances.map((a) => (a.date === date ? { ...a, attendanceStatus: status } : a)),
    };
  }) as CachedList;
}

/** Shows the change in every cached list at once; returns what they held, to roll back to. */
async function applyToCachedLists(client: QueryClient, change: StatusChange): Promise<Snapshot> {
  await Promise.all(LISTS.map((queryKey) => client.cancelQueries({ queryKey })));
  const snapshot = LISTS.flatMap((queryKey) => client.getQueriesData({ queryKey }));
  for (const queryKey of LISTS) {
    client.setQueriesData<CachedList>({ queryKey }, (list) => applied(list, change));
  }
  return snapshot;
}

/**
 * An admin's correction of a status: it shows in the cached lists at once and is rolled back on
 * error; once settled, the admin's lists and the member's own (schedule, past attendance) are asked
 * again.
 */
export function useSetAttendanceStatus() {
  const client = useQueryClient();
  return useMutation<unknown, Error, StatusChange, Snapshot>({
    mutationFn: setAttendanceStatus,
    onMutate: (change) => applyToCachedLists(client, change),
    onError: (_error, _change, snapshot) => {
      for (const [queryKey, data] of snapshot ?? []) client.setQueryData(queryKey, data);
    },
    // Not awaited: the toast of the outcome must not wait for the lists to come back.
    onSettled: () => {
      for (const queryKey of [...LISTS, queryKeys.pastAttendance(), queryKeys.userSchedule()]) {
        void client.invalidateQueries({ queryKey });
      }
    },
  });
}
