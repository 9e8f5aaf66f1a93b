import type { EntityManager } from 'typeorm';

/**
 * Sets `users.second_factors` from the account's passkeys and confirmed authenticator app, in the
 * caller's transaction, and returns it. With no factor left the recovery codes go too.
 */
export async function refreshEnrolledFactors(db: EntityManager, userId: string): Promise<string[]> {
  const [rows]: [{ second_factors: string[] }[], number] = await db.query(
    `UPDATE users SET second_factors = ARRAY(
       SELECT kind FROM (
         SELECT 'passkey' AS kind WHERE EXISTS (SELECT 1 FROM passkeys WHERE user_id = $1)
         UNION ALL
         SELECT 'totp' WHERE EXISTS (SELECT 1 FROM totp_authenticators WHERE user_id = $1 AND confirmed_at IS NOT NULL)
       ) kinds ORDER BY kind)
     WHERE id = $1 RETURNING second_factors`,
    [userId],
  );
  const factors = rows[0]?.second_factors ?? [];
  if (factors.length === 0) await db.query('DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
  return factors;
}
