import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { AccountTokenEntity, type AccountTokenPurpose } from '../account-token.entity.js';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes (256 bits), URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Reset and verification links: the token goes in the mail, only its SHA-256 hash is stored. */
@Injectable()
export class OneTimeTokens {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** `db`: the caller's transaction, when the token belongs to a change made in it. */
  async issue(
    userId: string,
    purpose: AccountTokenPurpose,
    ttlMs: number,
    db: EntityManager = this.dataSource.manager,
  ): Promise<string> {
    const token = newToken();
    await db.getRepository(AccountTokenEntity).insert({
      tokenHash: hashToken(token),
      userId,
      purpose,
      expiresAt: new Date(this.clock.now().getTime() + ttlMs),
      usedAt: null,
    });
    return token;
  }

  /**
   * Like `issue`, unless `perHour` tokens of the purpose were issued to the user in the last hour
   * (used or not): then undefined. Concurrent calls for one user take turns (a transaction-scoped
   * advisory lock in a key space of its own), so the quota holds exactly.
   */
  async issueWithinHourlyQuota(
    userId: string,
    purpose: AccountTokenPurpose,
    ttlMs: number,
    perHour: number,
  ): Promise<string | undefined> {
    const token = newToken();
    return this.dataSource.transaction(async (manager) => {
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('account-token-quota'), hashtext($1))", [
        `${userId}/${purpose}`,
      ]);
      const rows: unknown[] = await manager.query(
        `INSERT INTO account_tokens (token_hash, user_id, purpose, expires_at)
         SELECT $1, $2, $3, $4
         WHERE (SELECT count(*) FROM account_tokens
                WHERE user_id = $2 AND purpose = $3 AND created_at > now() - interval '1 hour') < $5
         RETURNING token_hash`,
        [hashToken(token), userId, purpose, new Date(this.clock.now().getTime() + ttlMs), perHour],
      );
      return rows.length > 0 ? token : undefined;
    });
  }

  /**
   * Marks the token used and returns its user, atomically: of two concurrent uses only one wins.
   * Undefined for an unknown, used, expired or wrong-purpose token.
   */
  async consume(
    token: string,
    purpose: AccountTokenPurpose,
    forUserId?: string,
    db: EntityManager = this.dataSource.manager,
  ): Promise<string | undefined> {
    // TypeORM answers an UPDATE with [rows, affected count].
    const [rows]: [{ user_id: string }[], number] = await db.query(
      `UPDATE account_tokens SET used_at = $4
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $4
         AND ($3::uuid IS NULL OR user_id = $3::uuid)
       RETURNING user_id`,
      [hashToken(token), purpose, forUserId ?? null, this.clock.now()],
    );
    return rows[0]?.user_id;
  }

  /** Retires every outstanding token of a purpose, e.g. the other reset links once one was used. */
  async retireAll(
    userId: string,
    purpose: AccountTokenPurpose,
    db: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await db.query(
      'UPDATE account_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
      [userId, purpose, this.clock.now()],
    );
  }
}
