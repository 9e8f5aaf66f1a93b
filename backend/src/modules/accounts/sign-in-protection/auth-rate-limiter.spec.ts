import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.js';
import type { AppConfig } from '../../../platform/config/app-config.js';
import { AttemptCounters } from './attempt-counters.js';
import { AuthRateLimiter, type SignInTry } from './auth-rate-limiter.js';

/** The limits' rules, counted in a real PostgreSQL as the app counts them (no stand-in of our own database). */
describe('AuthRateLimiter', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db.drop();
  });

  beforeEach(() => db.pool.query('TRUNCATE attempt_counters'));

  const limiterWith = (settings: Partial<AppConfig['authRateLimit']> = {}) => {
    const config = {
      authRateLimit: {
        limit: 3,
        windowMs: 60_000,
        failureDelayMs: 100,
        maxFailureDelayMs: 1000,
        ...settings,
      },
    } as AppConfig;
    const counters = new AttemptCounters(db.dataSource, config);
    return { limiter: new AuthRateLimiter(counters, config), counters };
  };

  /** A sign-in try from `client` for `account` whose password is right or wrong, at `now`. */
  const signIn = async (
    limiter: AuthRateLimiter,
    client: string,
    account: string,
    right: boolean,
    now = 0,
  ): Promise<'signed-in' | 'wrong' | { refused: number; delayMs?: number }> => {
    const begun: SignInTry = await limiter.beginSignIn(client, account, now);
    if (begun.refused) return { refused: begun.retryAfterMs };
    const outcome = await limiter.settleSignIn(client, account, right, begun, now);
    if (outcome.refused) return { refused: outcome.retryAfterMs, delayMs: outcome.delayMs };
    return right ? 'signed-in' : 'wrong';
  };

  it('refuses a client past the limit at sign-up, forgot and reset, per endpoint, until its window has passed', async () => {
    const { limiter } = limiterWith();
    for (let i = 0; i < 3; i++) expect((await limiter.admit('signUp', 'ip:a', 0)).refused).toBe(false);
    expect(await limiter.admit('signUp', 'ip:a', 1000)).toEqual({ refused: true, retryAfterMs: 59_000 });
    expect((await limiter.admit('resetPassword', 'ip:a', 1000)).refused).toBe(false);
    expect((await limiter.admit('signUp', 'ip:a', 60_000)).refused).toBe(false);
  });

  it('past a client’s failures: a wrong password refused after a growing delay, an account it failed on refused unchecked', async () => {
    const { limiter } = limiterWith();
    for (let i = 0; i < 3; i++) expect(await signIn(limiter, 'ip:a', `email:x${i}`, false)).toBe('wrong');
    expect(await signIn(limiter, 'ip:a', 'email:y', false)).toEqual({ refused: 60_000, delayMs: 100 });
    expect(await signIn(limiter, 'ip:a', 'email:z', false)).toEqual({ refused: 60_000, delayMs: 200 });
    // The right password of an account this client guessed at: refused like a wrong one, unchecked.
    expect(await signIn(limiter, 'ip:a', 'email:x1', true)).toEqual({ refused: 60_000 });
    expect(await signIn(limiter, 'ip:a', 'email:y', true)).toEqual({ refused: 60_000 });
    // The right password of an account that has not failed from this client: answered at once.
    expect(await signIn(limiter, 'ip:a', 'email:owner', true)).toBe('signed-in');
    // Another client is not this one.
    expect(await signIn(limiter, 'ip:b', 'email:x1', false)).toBe('wrong');
    expect(await signIn(limiter, 'ip:b', 'email:x1', true)).toBe('signed-in');
  });

  it('counts nothing per account across clients: strangers elsewhere never refuse or slow the owner', async () => {
    const { limiter } = limiterWith();
    for (let i = 0; i < 20; i++) await signIn(limiter, `ip:198.51.100.${i}`, 'email:owner', false);
    // The owner's typo from their own address, and then their right password: as any first tries.
    expect(await signIn(limiter, 'ip:192.0.2.1', 'email:owner', false)).toBe('wrong');
    expect(await signIn(limiter, 'ip:192.0.2.1', 'email:owner', true)).toBe('signed-in');
  });

  it('takes back a right password: an owner signing in often never uses up their address', async () => {
    const { limiter } = limiterWith();
    for (let i = 0; i < 10; i++) expect(await signIn(limiter, 'ip:a', 'email:owner', true)).toBe('signed-in');
    for (let i = 0; i < 3; i++) expect(await signIn(limiter, 'ip:a', `email:x${i}`, false)).toBe('wrong');
  });

  it('forgets the failures once their window has passed', async () => {
    const { limiter } = limiterWith();
    for (let i = 0; i < 4; i++) await signIn(limiter, 'ip:a', 'email:x', false);
    expect(await signIn(limiter, 'ip:a', 'email:x', true, 59_999)).toEqual({ refused: 1 });
    expect(await signIn(limiter, 'ip:a', 'email:x', true, 60_000)).toBe('signed-in');
  });

  it('counts tries sent at once one by one: no more than the limit are answered as their passwords say', async () => {
    const { limiter } = limiterWith({ limit: 5 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(limiter, 'ip:a', `email:n${i}`, false)),
    );
    expect(answers.filter((answer) => answer === 'wrong')).toHaveLength(5);
  });

  it('keeps at most maxEntries counters, the least recently hit going first, so a busy client stays refused', async () => {
    const { limiter, counters } = limiterWith({ maxEntries: 50 });
    for (let i = 0; i < 4; i++) await signIn(limiter, 'ip:busy', `email:b${i}`, false, 0);
    for (let i = 0; i < 200; i++) {
      await signIn(limiter, `ip:passer-by-${i}`, `email:p${i}`, false, 1 + i);
      await signIn(limiter, 'ip:busy', 'email:b0', false, 1 + i);
    }
    await counters.sweep(1000);
    expect(await counters.size()).toBe(50);
    expect(await signIn(limiter, 'ip:busy', 'email:new', false, 1000)).toEqual({
      refused: 59_000,
      delayMs: 1000,
    });
  });
});
