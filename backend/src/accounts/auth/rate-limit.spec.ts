import request from 'supertest';
import { csrfHeaders } from '../../testing/sign-up.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { clientNetwork, RATE_LIMIT_MESSAGE } from './auth-rate-limit.guard.js';

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
    app = await createTestApp({ authRateLimit: { limit: 1, windowMs: 300 } });
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
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await attempt()).status).toBe(401);
  });
});

describe('rate limit per account and per network', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ authRateLimit: { limit: 3, windowMs: 60_000 }, trustProxy: 1 });
  });

  afterAll(async () => {
    await app.close();
  });

  const signIn = (ip: string, email: string) =>
    request(app.server)
      .post('/api/auth/signin')
      .set(csrfHeaders)
      .set('X-Forwarded-For', ip)
      .send({ email, password: 'wrong-password' });

  it('limits attempts on one account even when each comes from another address', async () => {
    for (let i = 1; i <= 3; i++)
      expect((await signIn(`203.0.113.${i}`, 'Target@Example.com')).status).toBe(401);
    expect((await signIn('203.0.113.99', 'target@example.com')).status).toBe(429);
    expect((await signIn('203.0.113.99', 'someone-else@example.com')).status).toBe(401);
  });

  it('counts an IPv6 client by its /64, so hopping addresses inside it does not help', async () => {
    for (let i = 1; i <= 3; i++)
      expect((await signIn(`2001:db8:1:2::${i}`, `v6-${i}@example.com`)).status).toBe(401);
    expect((await signIn('2001:db8:1:2:ffff::7', 'v6-9@example.com')).status).toBe(429);
    expect((await signIn('2001:db8:1:3::1', 'v6-10@example.com')).status).toBe(401);
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
