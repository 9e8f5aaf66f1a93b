import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';

/** A key's fixed window: how many hits it holds and when it ends (epoch ms). */
export interface AttemptWindow {
  readonly count: number;
  readonly resetAt: number;
}

/** About 200 bytes a row: some 30 MiB at most, whatever the traffic (every new client or email makes a key). */
export const MAX_ATTEMPT_COUNTERS = 150_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters in PostgreSQL (`attempt_counters`), so that every instance of the app counts
 * into the same windows: each hit is one atomic upsert, so concurrent attempts on two instances are
 * counted once each. At most once a minute an instance sweeps out the ended windows and, past
 * `maxEntries` rows, the least recently hit ones: forgetting a key only lets its next attempt count
 * as a first one, and the keys a busy attacker keeps hitting are the last to go.
 *
 * `now` is the caller's epoch ms (the limits run on real time, as Retry-After does).
 */
@Injectable()
export class AttemptCounters {
  private readonly logger = new Logger('AttemptCounters');
  private readonly maxEntries: number;
  private lastSweep = 0;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.maxEntries = config.authRateLimit.maxEntries ?? MAX_ATTEMPT_COUNTERS;
  }

  /** Counts one hit under `key` and answers its window, this hit included. */
  async hit(key: string, windowMs: number, now: number): Promise<AttemptWindow> {
    this.sweepSometimes(now);
    const [row]: { hits: number; ends: string }[] = await this.dataSource.query(
      `INSERT INTO attempt_counters AS c (key, hits, window_ends_at, last_hit_at)
       VALUES ($1, 1, to_timestamp(($2::bigint + $3::bigint) / 1000.0), to_timestamp($2::bigint / 1000.0))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.window_ends_at <= excluded.last_hit_at THEN 1 ELSE c.hits + 1 END,
         window_ends_at = CASE WHEN c.window_ends_at <= excluded.last_hit_at
                          THEN excluded.window_ends_at ELSE c.window_ends_at END,
         last_hit_at = excluded.last_hit_at
       RETURNING hits, (extract(epoch FROM window_ends_at) * 1000)::bigint::text AS ends`,
      [key, now, windowMs],
    );
    return { count: row.hits, resetAt: Number(row.ends) };
  }

  /** Takes back one hit of `key`'s running window (an attempt counted ahead that turned out right). */
  async refund(key: string, now: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE attempt_counters SET hits = greatest(hits - 1, 0)
       WHERE key = $1 AND window_ends_at > to_timestamp($2::bigint / 1000.0)`,
      [key, now],
    );
  }

  /** The running windows of these keys, without counting anything; a key with none is absent. */
  async peek(keys: readonly string[], now: number): Promise<Map<string, AttemptWindow>> {
    const rows: { key: string; hits: number; ends: string }[] = await this.dataSource.query(
      `SELECT key, hits, (extract(epoch FROM window_ends_at) * 1000)::bigint::text AS ends
       FROM attempt_counters WHERE key = ANY($1::text[]) AND window_ends_at > to_timestamp($2::bigint / 1000.0)`,
      [keys, now],
    );
    return new Map(rows.map((row) => [row.key, { count: row.hits, resetAt: Number(row.ends) }]));
  }

  /** How many counters are kept (bounded by maxEntries, give or take a minute's new keys). */
  async size(): Promise<number> {
    const [{ n }]: { n: number }[] = await this.dataSource.query(
      'SELECT count(*)::int AS n FROM attempt_counters',
    );
    return n;
  }

  /** Ended windows go, then the least recently hit keys past the cap. */
  async sweep(now: number): Promise<void> {
    await this.dataSource.query(
      'DELETE FROM attempt_counters WHERE window_ends_at <= to_timestamp($1::bigint / 1000.0)',
      [now],
    );
    await this.dataSource.query(
      `DELETE FROM attempt_counters WHERE key IN (
         SELECT key FROM attempt_counters ORDER BY last_hit_at DESC OFFSET $1)`,
      [this.maxEntries],
    );
  }

  private sweepSometimes(now: number): void {
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    // Off the attempt's path; a failed sweep only leaves rows for the next one.
    this.sweep(now).catch((error: unknown) =>
      this.logger.warn({ message: 'sweeping the attempt counters failed', error: String(error) }),
    );
  }
}
