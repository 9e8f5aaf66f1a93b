import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { RecoveryCodeEntity } from './recovery-code.entity.js';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten characters of a 32-letter alphabet (50 random bits), shown as `XXXXX-XXXXX`. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** As typed: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * SHA-256 is enough here (no salt, no argon2): each code carries 50 random bits, so the hash cannot be
 * reversed by guessing, and the lookup must find the code by its hash.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code), 'utf8').digest('hex');
}

/** Replaces the account's codes with ten new ones, returned once; only their hashes are stored. */
export async function issueRecoveryCodes(db: EntityManager, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const repository = db.getRepository(RecoveryCodeEntity);
  await repository.delete({ userId });
  await repository.insert(codes.map((code) => ({ codeHash: hashRecoveryCode(code), userId, usedAt: null })));
  return codes;
}

/** Uses a code up, atomically (of two concurrent uses one wins); the count left, or undefined if it was no code. */
export async function consumeRecoveryCode(
  db: EntityManager,
  userId: string,
  code: string,
  now: Date,
): Promise<number | undefined> {
  const [rows]: [unknown[], number] = await db.query(
    `UPDATE recovery_codes SET used_at = $3
     WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING code_hash`,
    [userId, hashRecoveryCode(code), now],
  );
  if (rows.length === 0) return undefined;
  return unusedRecoveryCodes(db, userId);
}

export async function unusedRecoveryCodes(db: Pick<EntityManager, 'query'>, userId: string): Promise<number> {
  const rows: { n: number }[] = await db.query(
    'SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return rows[0].n;
}
