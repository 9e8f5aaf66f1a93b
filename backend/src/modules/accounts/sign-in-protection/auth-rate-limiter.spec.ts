import type { AppConfig } from '../../../platform/config/app-config.js';
import { AuthRateLimiter } from './auth-rate-limiter.js';

const limiterWith = (settings: Partial<AppConfig['authRateLimit']> = {}) =>
  new AuthRateLimiter({
    authRateLimit: { limit: 3, windowMs: 60_000, accountDelayMs: 100, maxAccountDelayMs: 1000, ...settings },
  } as AppConfig);

describe('AuthRateLimiter', () => {
  it('never refuses an account tried from many clients; past the limit each failure waits twice as long, up to the cap', () => {
    const limiter = limiterWith();
    const delays = Array.from({ length: 9 }, (_, i) => {
      const client = `ip:198.51.100.${i}`;
      expect(limiter.admit('signIn', client, 0).refused).toBe(false);
      return limiter.settle('signIn', client, 'email:owner@example.com', false, 0);
    });
    expect(delays).toEqual([0, 0, 0, 100, 200, 400, 800, 1000, 1000]);
  });

  it('never delays a correct password from a client that has not failed on the account, however many others did', () => {
    const limiter = limiterWith();
    const owner = 'email:owner@example.com';
    for (let i = 0; i < 20; i++) limiter.settle('signIn', `ip:198.51.100.${i % 4}`, owner, false, 0);
    expect(limiter.settle('signIn', 'ip:192.0.2.1', owner, true, 0)).toBe(0);
    // Its successes are not failures: the next one waits no longer.
    expect(limiter.settle('signIn', 'ip:192.0.2.1', owner, true, 0)).toBe(0);
    // A failure from that same client is a failure like any other, and waits.
    expect(limiter.settle('signIn', 'ip:192.0.2.2', owner, false, 0)).toBe(1000);
    // A guessing client's correct guess waits as its failures did, so timing cannot tell it apart.
    expect(limiter.settle('signIn', 'ip:198.51.100.1', owner, true, 0)).toBe(1000);
    // Another account, or the same one on another endpoint, is not slowed.
    expect(limiter.settle('signIn', 'ip:198.51.100.1', 'email:other@example.com', false, 0)).toBe(0);
    expect(limiter.settle('signUp', 'ip:198.51.100.1', owner, false, 0)).toBe(0);
  });

  it('forgets the failures once their window has passed', () => {
    const limiter = limiterWith();
    for (let i = 0; i < 5; i++) limiter.settle('signIn', 'ip:a', 'email:x', false, 0);
    expect(limiter.settle('signIn', 'ip:a', 'email:x', true, 59_999)).toBe(200);
    expect(limiter.settle('signIn', 'ip:a', 'email:x', true, 60_000)).toBe(0);
    expect(limiter.settle('signIn', 'ip:a', 'email:x', false, 60_000)).toBe(0);
  });

  it('refuses one client past the limit, until its window has passed', () => {
    const limiter = limiterWith();
    for (let i = 0; i < 3; i++) expect(limiter.admit('signIn', 'ip:a', 0).refused).toBe(false);
    expect(limiter.admit('signIn', 'ip:a', 1000)).toEqual({ refused: true, retryAfterMs: 59_000 });
    expect(limiter.admit('signUp', 'ip:a', 1000).refused).toBe(false);
    expect(limiter.admit('signIn', 'ip:a', 60_000).refused).toBe(false);
  });

  it('keeps at most maxEntries counters of each kind, however many clients and emails come', () => {
    const limiter = limiterWith({ maxEntries: 1000 });
    for (let i = 0; i < 200_000; i++) {
      const client = `ip:10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`;
      limiter.admit('signIn', client, i);
      limiter.settle('signIn', client, `email:new-${i}@example.com`, false, i);
    }
    expect(limiter.entryCount).toBe(3000);
  });

  it('forgets the least recently used counters first, so a busy client stays refused', () => {
    const limiter = limiterWith({ maxEntries: 100 });
    for (let i = 0; i < 3; i++) limiter.admit('signIn', 'ip:busy', 0);
    for (let i = 0; i < 10_000; i++) {
      limiter.admit('signIn', `ip:passer-by-${i}`, 0);
      expect(limiter.admit('signIn', 'ip:busy', 0).refused).toBe(true);
    }
  });
});
