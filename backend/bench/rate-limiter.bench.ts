import type { DataSource } from 'typeorm';
import { AttemptCounters } from '../src/modules/accounts/sign-in-protection/attempt-counters.js';
import { AuthRateLimiter } from '../src/modules/accounts/sign-in-protection/auth-rate-limiter.js';
import type { AppConfig } from '../src/platform/config/app-config.js';

export interface RateLimiterFigures {
  attempts: number;
  cap: number;
  /** A new client and a new email each time, held at the cap: the worst case an attacker can make. */
  capped: { rows: number; mib: number };
  /** Baseline: the same attempts with every counter kept (no cap). */
  unbounded: { rows: number; mib: number };
  /** Wrong passwords counted a second (two statements each), against a one-row INSERT a second. */
  countedPerSecond: number;
  insertsPerSecond: number;
}

/**
 * What the sign-in limits keep in PostgreSQL (attempt_counters) after `attempts` wrong passwords, each
 * from a new client for a new email, with the cap at `cap` rows and without one; and how fast they
 * count, against plain single-row INSERTs on the same database.
 */
export async function benchRateLimiter(
  dataSource: DataSource,
  attempts: number,
  cap: number,
): Promise<RateLimiterFigures> {
  const client = (i: number) => `ip:10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const run = async (maxEntries: number) => {
    await dataSource.query('TRUNCATE attempt_counters');
    const config = { authRateLimit: { limit: 10, windowMs: 15 * 60_000, maxEntries } } as AppConfig;
    const counters = new AttemptCounters(dataSource, config);
    const limiter = new AuthRateLimiter(counters, config);
    const started = performance.now();
    for (let i = 0; i < attempts; i++) {
      const account = `email:new-${i}@example.com`;
      const begun = await limiter.beginSignIn(client(i), account, 0);
      if (!begun.refused) await limiter.settleSignIn(client(i), account, false, begun, 0);
    }
    const seconds = (performance.now() - started) / 1000;
    await counters.sweep(0);
    const [{ rows, bytes }]: { rows: number; bytes: string }[] = await dataSource.query(
      "SELECT count(*)::int AS rows, pg_total_relation_size('attempt_counters')::text AS bytes FROM attempt_counters",
    );
    return { rows, mib: Number(bytes) / 2 ** 20, perSecond: attempts / seconds };
  };
  const capped = await run(cap);
  const unbounded = await run(Number.MAX_SAFE_INTEGER);
  await dataSource.query('CREATE TEMP TABLE bench_inserts (key text PRIMARY KEY, hits integer)');
  const started = performance.now();
  for (let i = 0; i < attempts; i++)
    await dataSource.query('INSERT INTO bench_inserts VALUES ($1, 1)', [`k${i}`]);
  const insertsPerSecond = attempts / ((performance.now() - started) / 1000);
  await dataSource.query('DROP TABLE bench_inserts');
  await dataSource.query('TRUNCATE attempt_counters');
  return {
    attempts,
    cap,
    capped: { rows: capped.rows, mib: capped.mib },
    unbounded: { rows: unbounded.rows, mib: unbounded.mib },
    countedPerSecond: capped.perSecond,
    insertsPerSecond,
  };
}

export function formatRateLimiterFigures(f: RateLimiterFigures): string {
  const row = (label: string, x: { rows: number; mib: number }) =>
    `  ${label.padEnd(48)} ${x.rows.toLocaleString('en-US').padStart(9)} ${x.mib.toFixed(1).padStart(8)} ${(x.mib / f.unbounded.mib).toFixed(2).padStart(6)}\n`;
  return [
    `\nSign-in limits in PostgreSQL (${f.attempts.toLocaleString('en-US')} wrong passwords, new client and email each, cap ${f.cap.toLocaleString('en-US')} rows)\n`,
    `  ${''.padEnd(48)} ${'counters'.padStart(9)} ${'MiB'.padStart(8)} ${'ratio'.padStart(6)}\n`,
    row('kept, capped', f.capped),
    row('every counter kept, unbounded (baseline)', f.unbounded),
    `  ${'wrong passwords counted a second'.padEnd(48)} ${Math.round(f.countedPerSecond).toLocaleString('en-US').padStart(9)}\n`,
    `  ${'single-row INSERTs a second (baseline)'.padEnd(48)} ${Math.round(f.insertsPerSecond).toLocaleString('en-US').padStart(9)}\n`,
    `  ${'  ratio'.padEnd(48)} ${(f.countedPerSecond / f.insertsPerSecond).toFixed(2).padStart(9)}\n`,
  ].join('');
}
