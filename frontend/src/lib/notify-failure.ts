import type { NotificationInstance } from 'antd/es/notification/interface';
import { serverMessage } from './api-errors';

/** Tells of a failed call in a notification: the server's own message when it gave one, else `fallback`. */
export function notifyFailure(
  notification: NotificationInstance,
  title: string,
  error: unknown,
  fallback: string,
): void {
  notification.error({ title, description: serverMessage(error) ?? fallback });
}
