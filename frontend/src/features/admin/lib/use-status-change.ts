import { App } from 'antd';
import { useCallback } from 'react';
import { useSetAttendanceStatus } from '../api/set-attendance-status';

export type StatusChange = (userId: string, date: string, status: string | null) => Promise<boolean>;

/**
 * One mutation for a whole list, its callback stable; each call's own promise tells its outcome (a
 * mutation's per-call callbacks would follow only the latest call), and resolves true once saved.
 */
export function useStatusChange(): StatusChange {
  const { notification } = App.useApp();
  const { mutateAsync } = useSetAttendanceStatus();
  return useCallback(
    (userId, date, status) =>
      mutateAsync({ userId, date, status }).then(
        () => {
          notification.success({ title: 'Attendance status updated successfully' });
          return true;
        },
        (error: unknown) => {
          // Logged as a warning: the failure is handled, and the toast tells the admin.
          console.warn('Attendance status change failed', { userId, date, status, error });
          notification.error({
            title: 'Error',
            description: 'Failed to update attendance status. Please try again.',
          });
          return false;
        },
      ),
    [mutateAsync, notification],
  );
}
