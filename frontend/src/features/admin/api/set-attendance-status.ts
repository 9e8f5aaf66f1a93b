import type { AttendanceHistoryUser, SessionRegistrationsDay } from '@sadhana/rules/admin';
import type {
  AttendanceHistoryRow,
  HistoryDayGroup,
  HistoryMemberGroup,
  Page,
  SessionRoster,
} from '@sadhana/rules/admin-workspace';
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
type HistoryItem = AttendanceHistoryRow | HistoryMemberGroup | HistoryDayGroup;
type CachedList = SessionRegistrationsDay[] | AttendanceHistoryUser[] | SessionRoster | Page<HistoryItem>;

/** A history page's item once the change is made: a row, a person's dates or a day's people. */
function historyItemApplied(item: HistoryItem, { userId, date, status }: StatusChange): HistoryItem {
  if (!('entries' in item)) {
    return item.userId === userId && item.date === date ? { ...item, attendanceStatus: status } : item;
  }
  if ('userId' in item) {
    if (item.userId !== userId) return item;
    const entries = item.entries.map((e) => (e.date === date ? { ...e, attendanceStatus: status } : e));
    return { ...item, entries };
  }
  return item.date === date ? { ...item, entries: withStatus(item.entries, userId, status) } : item;
}

function withStatus<T extends { userId: string; attendanceStatus: string | null }>(
  entries: T[],
  userId: string,
  status: string | null,
): T[] {
  return entries.map((entry) => (entry.userId === userId ? { ...entry, attendanceStatus: status } : entry));
}

/** The cached list as it reads once the change is made, whichever of its shapes it has. */
function applied(list: CachedList | undefined, change: StatusChange): CachedList | undefined {
  const { userId, date, status } = change;
  if (list === undefined) return list;
  if (!Array.isArray(list)) {
    if ('items' in list)
      return { ...list, items: list.items.map((item) => historyItemApplied(item, change)) };
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
    // Not awaited: the toast of the outcome must not wait for the lists to come back. A status can
    // bring or settle a fee and changes the attendance count: the member's dialog and the users too.
    onSettled: (_answer, _error, change) => {
      const others = [queryKeys.admin.user(change.userId), queryKeys.admin.usersOverview()];
      for (const queryKey of [...LISTS, ...others, queryKeys.pastAttendance(), queryKeys.userSchedule()]) {
        void client.invalidateQueries({ queryKey });
      }
    },
  });
}
