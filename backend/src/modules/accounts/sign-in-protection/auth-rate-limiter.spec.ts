import type { AppConfig } from '../../../platform/config/app-config.js';
import { AuthRateLimiter } from './auth-rate-limiter.js';

const limiterWith = (settings: Partial<AppConfig['authRateLimit']> = {}) =>
  new AuthRateLimiter({
    authRateLimit: { limit: 3, windowMs: 60_000, accountDelayMs: 100, maxAccountDelayMs: 1000, ...settings },
  } as AppConfig);

describe('AuthRateLimiter', () => {
  it('never refuses an account tried from many clients; past the limit each attempt waits twice as long, up to the cap', () => {
    const limiter = limiterWith();
    const delays = Array.from({ length: 9 }, (_, i) => {
      const decision = limiter.attempt('signIn', `ip:198.51.100.${i}`, 'email:owner@example.com', 0);
      expect(decision.refused).toBe(false);
      return decision.refused ? undefined : decision.delayMs;
    });
    expect(delays).toEqual([0, 0, 0, 100, 200, 400, 800, 1000, 1000]);
  });

  it('refuses one client past the limit, until its window has passed', () => {
    const limiter = limiterWith();
    for (let i = 0; i < 3; i++)
      expect(limiter.attempt('signIn', 'ip:a', `email:${i}`, 0).refused).toBe(false);
    expect(limiter.attempt('signIn', 'ip:a', 'email:x', 1000)).toEqual({
      refused: true,
      retryAfterMs: 59_000,
    });
    expect(limiter.attempt('signUp', 'ip:a', 'email:x', 1000).refused).toBe(false);
    expect(limiter.attempt('signIn', 'ip:a', 'email:x', 60_000).refused).toBe(false);
  });

  it('keeps no counter for the account a refused attempt names', () => {
    const limiter = limiterWith();
    for (let i = 0; i < 4; i++) limiter.attempt('signIn', 'ip:a', `email:${i}@example.com`, 0);
    const entries = limiter.entryCount;
    for (let i = 0; i < 10_000; i++) limiter.attempt('signIn', 'ip:a', `email:new-${i}@example.com`, 0);
    expect(limiter.entryCount).toBe(entries);
  });

  it('keeps at most maxEntries counters of each kind, however many clients and emails come', () => {
    const limiter = limiterWith({ maxEntries: 1000 });
    for (let i = 0; i < 200_000; i++)
      limiter.attempt(
        'signIn',
        `ip:10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
        `email:new-${i}@example.com`,
        i,
      );
    expect(limiter.entryCount).toBe(2000);
  });

  it('forgets the least recently used counters first, so a busy client stays refused', () => {
    const limiter = limiterWith({ maxEntries: 100 });
    for (let i = 0; i < 3; i++) limiter.attempt('signIn', 'ip:busy', undefined, 0);
    for (let i = 0; i < 10_000; i++) {
      limiter.attempt('signIn', `ip:passer-by-${i}`, undefined, 0);
      expect(limiter.attempt('signIn', 'ip:busy', undefined, 0).refused).toBe(true);
    }
  });
});
