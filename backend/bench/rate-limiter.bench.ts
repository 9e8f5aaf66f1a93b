import v8 from 'node:v8';
import vm from 'node:vm';
import {
  AuthRateLimiter,
  MAX_RATE_LIMIT_ENTRIES,
} from '../src/modules/accounts/sign-in-protection/auth-rate-limiter.js';
import type { AppConfig } from '../src/platform/config/app-config.js';

export interface RateLimiterFigures {
  attempts: number;
  /** One client past its limit, a new email each time: what a refused flood leaves behind. */
  refusedFlood: { entries: number; heapMiB: number };
  /** A new client and a new email each time: the worst case, held at the cap. */
  everyoneNew: { entries: number; heapMiB: number };
  /** Baseline: the same attempts kept as one counter per key, unbounded (as before the cap). */
  unbounded: { entries: number; heapMiB: number };
}

/**
 * Memory the sign-in rate limiter keeps after `attempts` attempts with new emails, as heap growth
 * after a full GC, against the baseline of keeping every key.
 */
export function benchRateLimiterMemory(attempts: number): RateLimiterFigures {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const config = { authRateLimit: { limit: 10, windowMs: 15 * 60_000 } } as AppConfig;
  const client = (i: number) => `ip:10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const endpoint = 'SignInController.signIn';

  const measure = <T>(fill: () => T, entries: (kept: T) => number) => {
    gc();
    const before = process.memoryUsage().heapUsed;
    const kept = fill();
    gc();
    const heapMiB = (process.memoryUsage().heapUsed - before) / 2 ** 20;
    return { entries: entries(kept), heapMiB, kept };
  };

  const refused = measure(
    () => {
      const limiter = new AuthRateLimiter(config);
      // A refused attempt is never settled: nothing is counted for its account.
      for (let i = 0; i < attempts; i++) limiter.admit(endpoint, 'ip:203.0.113.7', 0);
      return limiter;
    },
    (limiter) => limiter.entryCount,
  );
  const everyone = measure(
    () => {
      const limiter = new AuthRateLimiter(config);
      for (let i = 0; i < attempts; i++) {
        limiter.admit(endpoint, client(i), 0);
        limiter.settle(endpoint, client(i), `email:new-${i}@example.com`, false, 0);
      }
      return limiter;
    },
    (limiter) => limiter.entryCount,
  );
  const unbounded = measure(
    () => {
      const windows = new Map<string, { count: number; resetAt: number }>();
      for (let i = 0; i < attempts; i++) {
        windows.set(`${endpoint}|${client(i)}`, { count: 1, resetAt: 900_000 });
        windows.set(`${endpoint}|email:new-${i}@example.com`, { count: 1, resetAt: 900_000 });
        windows.set(`${endpoint}|email:new-${i}@example.com|${client(i)}`, { count: 1, resetAt: 900_000 });
      }
      return windows;
    },
    (windows) => windows.size,
  );
  // The kept structures stay reachable until every figure is taken.
  void [refused.kept, everyone.kept, unbounded.kept];
  const figures = ({ entries, heapMiB }: { entries: number; heapMiB: number }) => ({ entries, heapMiB });
  return {
    attempts,
    refusedFlood: figures(refused),
    everyoneNew: figures(everyone),
    unbounded: figures(unbounded),
  };
}

export function formatRateLimiterFigures(f: RateLimiterFigures): string {
  const row = (label: string, x: { entries: number; heapMiB: number }) =>
    `  ${label.padEnd(48)} ${x.entries.toLocaleString('en-US').padStart(9)} ${x.heapMiB.toFixed(1).padStart(8)} ${(x.heapMiB / f.unbounded.heapMiB).toFixed(2).padStart(6)}\n`;
  return [
    `\nSign-in rate limiter memory (${f.attempts.toLocaleString('en-US')} attempts with new emails, cap ${MAX_RATE_LIMIT_ENTRIES.toLocaleString('en-US')} counters per kind)\n`,
    `  ${''.padEnd(48)} ${'counters'.padStart(9)} ${'heap MiB'.padStart(8)} ${'ratio'.padStart(6)}\n`,
    row('one client refused, new email each time', f.refusedFlood),
    row('new client and new email each time (capped)', f.everyoneNew),
    row('every key kept, unbounded (baseline)', f.unbounded),
  ].join('');
}
