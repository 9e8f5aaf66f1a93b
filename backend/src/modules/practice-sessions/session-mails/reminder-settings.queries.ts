import { DEFAULT_REMINDER_HOURS_BEFORE_LOCK } from '@sadhana/rules/session-mails';
import type { DataSource, EntityManager } from 'typeorm';

/** How many hours before a registration's lock its reminder goes: the studio's setting, or the default. */
export async function reminderHoursBeforeLock(db: DataSource | EntityManager): Promise<number> {
  const [row]: { hours: number }[] = await db.query(
    'SELECT reminder_hours_before_lock AS hours FROM session_mail_settings',
  );
  return row?.hours ?? DEFAULT_REMINDER_HOURS_BEFORE_LOCK;
}
