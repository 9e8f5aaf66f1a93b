import request from 'supertest';
import { csrfHeaders } from '../../testing/sign-up.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { RATE_LIMIT_MESSAGE } from './auth-rate-limit.guard.js';

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
