import type { AttendanceHistoryUser, SessionRegistrationsDay } from '@sadhana/rules/admin';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
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

type Snapshot = { registrations?: SessionRegistrationsDay[]; history?: AttendanceHistoryUser[] };

/** Shows the change in both cached lists at once; returns what they held, to roll back to. */
async function applyToCachedLists(client: QueryClient, { userId, date, status }: StatusChange) {
  const registrationsKey = queryKeys.admin.sessionRegistrations();
  const historyKey = queryKeys.admin.attendanceHistory();
  await Promise.all([
    client.cancelQueries({ queryKey: registrationsKey }),
    client.cancelQueries({ queryKey: historyKey }),
  ]);
  const snapshot: Snapshot = {
    registrations: client.getQueryData(registrationsKey),
    history: client.getQueryData(historyKey),
  };
  client.setQueryData<SessionRegistrationsDay[]>(registrationsKey, (days) =>
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
  client.setQueryData<AttendanceHistoryUser[]>(historyKey, (users) =>
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
      if (snapshot?.registrations)
        client.setQueryData(queryKeys.admin.sessionRegistrations(), snapshot.registrations);
      if (snapshot?.history) client.setQueryData(queryKeys.admin.attendanceHistory(), snapshot.history);
    },
    // Not awaited: the toast of the outcome must not wait for the lists to come back.
    onSettled: () => {
      for (const queryKey of [
        queryKeys.admin.sessionRegistrations(),
        queryKeys.admin.roster(),
        queryKeys.admin.attendanceHistory(),
        queryKeys.pastAttendance(),
        queryKeys.userSchedule(),
      ]) {
        void client.invalidateQueries({ queryKey });
      }
    },
  });
}
