import type { DataSource, EntityManager } from 'typeorm';
import { UserNotFound } from './account-errors.js';

/** Throws UserNotFound unless the account exists (soft-deleted ones included: their history stays). */
export async function assertUserExists(
  db: DataSource | EntityManager,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<{ deletedAt: Date | null }> {
  const rows: { deletedAt: Date | null }[] = await db.query(
    `SELECT deleted_at AS "deletedAt" FROM users WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  if (rows.length === 0) throw new UserNotFound(userId);
  return rows[0];
}
