import request from 'supertest';
import { readOutbox } from '../../../../test/support/outbox.js';
import { csrfHeaders, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { FORGOT_PASSWORD_ANSWER } from '../forgot-password/forgot-password.controller.js';
import { RESET_MAILS_PER_HOUR } from '../forgot-password/forgot-password.handler.js';
import { clientNetwork, RATE_LIMIT_MESSAGE } from './auth-rate-limit.guard.js';
import { AuthRateLimiter } from './auth-rate-limiter.js';

describe('rate limits on sign-in, sign-up, forgot and reset password', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ authRateLimit: { limit: 3, windowMs: 60_000 } });
  });

  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['/api/auth/signin', { email: 'a@example.com', password: 'wrong-password' }],
    ['/api/auth/signup', { firstName: 'A', lastName: 'B', email: 'not-an-email', password: 'x' }],
    ['/api/auth/forgot-password', { email: 'someone@example.com' }],
    ['/api/auth/reset-password', { token: 'not-a-token', password: 'long-enough-pw' }],
  ])('%s answers 429 with a message after 3 attempts from one address', async (path, body) => {
    for (let i = 0; i < 3; i++) {
      const response = await request(app.server).post(path).set(csrfHeaders).send(body);
      expect(response.status).not.toBe(429);
    }
    const limited = await request(app.server).post(path).set(csrfHeaders).send(body).expect(429);
    expect(limited.body).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not limit other endpoints', async () => {
    for (let i = 0; i < 6; i++) await request(app.server).get('/api/auth/user').expect(401);
  });
});

describe('rate limit window', () => {
  let app: TestApp;

  beforeAll(async () => {
    // Longer than one wrong-password answer (an argon2 hash) takes on a busy machine, or the window
    // would pass between the two attempts.
    app = await createTestApp({ authRateLimit: { limit: 1, windowMs: 3_000 } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('lets the address try again once the window has passed', async () => {
    const attempt = () =>
      request(app.server)
        .post('/api/auth/signin')
        .set(csrfHeaders)
        .send({ email: 'a@example.com', password: 'wrong-password' });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 3_050));
    expect((await attempt()).status).toBe(401);
  });
});

describe('rate limit per account and per network', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      authRateLimit: { limit: 3, windowMs: 60_000, accountDelayMs: 10, maxAccountDelayMs: 40 },
      trustProxy: 1,
    });
  });

  afterAll(async () => {
    await app.close();
  });

  const post = (ip: string, path: string, body: object) =>
    request(app.server).post(path).set(csrfHeaders).set('X-Forwarded-For', ip).send(body);
  const signIn = (ip: string, email: string, password = 'wrong-password') =>
    post(ip, '/api/auth/signin', { email, password });

  it("never locks an account's owner out: wrong passwords for it from many addresses only slow it down", async () => {
    const { user } = await signUpAgent(app, { password: 'the-owners-password' });
    for (let i = 1; i <= 10; i++)
      expect((await signIn(`198.51.100.${i}`, user.email.toUpperCase())).status).toBe(401);
    const owner = await signIn('192.0.2.200', user.email, 'the-owners-password');
    expect(owner.status).toBe(200);
    expect(owner.body.id).toBe(user.id);
  });

  it('forgot-password for one address from many clients neither refuses its owner nor floods the mailbox', async () => {
    const { user } = await signUpAgent(app);
    for (let i = 1; i <= 10; i++) {
      const response = await post(`198.51.100.${100 + i}`, '/api/auth/forgot-password', {
        email: user.email,
      });
      expect(response.status).toBe(200);
    }
    const own = await post('192.0.2.201', '/api/auth/forgot-password', { email: user.email }).expect(200);
    expect(own.body).toEqual(FORGOT_PASSWORD_ANSWER);
    const mails = (await readOutbox(app)).filter(
      (mail) => mail.to.includes(user.email) && mail.subject === 'Reset your Sadhana password',
    );
    expect(mails).toHaveLength(RESET_MAILS_PER_HOUR);
    // Each mailed link works: the owner was never without a way to reset.
    const token = new URL(mails[0].link as string).searchParams.get('token');
    await post('192.0.2.202', '/api/auth/reset-password', { token, password: 'a-new-password' }).expect(200);
    expect((await signIn('192.0.2.203', user.email, 'a-new-password')).status).toBe(200);
  });

  it('refuses a client past its limit whatever account it names, without keeping a counter for each', async () => {
    const limiter = app.app.get(AuthRateLimiter);
    for (let i = 1; i <= 3; i++)
      expect((await signIn('203.0.113.50', `first-${i}@example.com`)).status).toBe(401);
    const entries = limiter.entryCount;
    for (let i = 0; i < 50; i++) {
      const refused = await signIn('203.0.113.50', `new-${i}@example.com`);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ message: RATE_LIMIT_MESSAGE });
    }
    expect(limiter.entryCount).toBe(entries);
  });

  it('counts an IPv6 client by its /64, so hopping addresses inside it does not help', async () => {
    for (let i = 1; i <= 3; i++)
      expect((await signIn(`2001:db8:1:2::${i}`, `v6-${i}@example.com`)).status).toBe(401);
    expect((await signIn('2001:db8:1:2:ffff::7', 'v6-9@example.com')).status).toBe(429);
    expect((await signIn('2001:db8:1:3::1', 'v6-10@example.com')).status).toBe(401);
  });
});

describe('a stranger cannot slow the owner down', () => {
  let app: TestApp;

  beforeAll(async () => {
    // Past 20 failures on one account each further failure would wait an hour: a correct password
    // made to wait like them would never be answered within the test.
    app = await createTestApp({
      authRateLimit: { limit: 20, windowMs: 60_000, accountDelayMs: 3_600_000, maxAccountDelayMs: 3_600_000 },
      trustProxy: 1,
    });
  });

  afterAll(async () => {
    await app.close();
  });

  const signIn = (ip: string, email: string, password: string) =>
    request(app.server)
      .post('/api/auth/signin')
      .set(csrfHeaders)
      .set('X-Forwarded-For', ip)
      .send({ email, password });

  it("answers the owner's correct password at once after 20 wrong ones from several addresses", async () => {
    const { user } = await signUpAgent(app, { password: 'the-owners-password' });
    for (let i = 0; i < 20; i++) {
      const response = await signIn(`198.51.100.${1 + (i % 4)}`, user.email, `guess-${i}`);
      expect(response.status).toBe(401);
    }
    const owner = await signIn('192.0.2.10', user.email, 'the-owners-password');
    expect(owner.status).toBe(200);
    expect(owner.body.id).toBe(user.id);
    // The next failure, from anywhere, is slowed: the account is still protected.
    const limiter = app.app.get(AuthRateLimiter);
    expect(limiter.settle('SignInController.signIn', 'ip:192.0.2.11', `email:${user.email}`, false)).toBe(
      3_600_000,
    );
  });
});

describe('clientNetwork', () => {
  it('keeps IPv4 addresses and reduces IPv6 ones to their /64', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0DB8:0001:0002:abcd:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork(undefined)).toBe('unknown');
  });
});
