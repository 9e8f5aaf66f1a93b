import request from 'supertest';
import { readOutbox } from '../../../../test/support/outbox.js';
import { csrfHeaders } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { FORGOT_PASSWORD_ANSWER } from '../forgot-password/forgot-password.controller.js';
import { RESET_MAILS_PER_HOUR } from '../forgot-password/forgot-password.handler.js';
import { clientNetwork, RATE_LIMIT_MESSAGE } from './auth-rate-limit.guard.js';

describe('rate limits on sign-in, sign-up, forgot and reset password', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ authRateLimit: { limit: 3, windowMs: 60_000, failureDelayMs: 10 } });
  });

  afterAll(async () => {
    await app.close();
  });

  it.each([
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

  it('/api/auth/signin answers 429 with a message to the 4th wrong password from one address', async () => {
    const wrong = () =>
      request(app.server)
        .post('/api/auth/signin')
        .set(csrfHeaders)
        .send({ email: 'a@example.com', password: 'wrong-password' });
    for (let i = 0; i < 3; i++) expect((await wrong()).status).toBe(401);
    const limited = await wrong().expect(429);
    expect(limited.body).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A malformed body costs no password check and counts as no failure: still a 400 with its message.
    await request(app.server).post('/api/auth/signin').set(csrfHeaders).send({ email: 'x' }).expect(400);
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
    app = await createTestApp({ authRateLimit: { limit: 1, windowMs: 3_000, failureDelayMs: 10 } });
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

describe('rate limit per address, never per account', () => {
  let app: TestApp;

  beforeAll(async () => {
    // A delayed answer would wait an hour: one that must not wait would never come within the test.
    app = await createTestApp({
      authRateLimit: { limit: 3, windowMs: 60_000, failureDelayMs: 3_600_000, maxFailureDelayMs: 3_600_000 },
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
  // Each sign-up from an address of its own: sign-ups are limited per address too.
  let signUps = 0;
  const signUp = async (password = 'correct horse battery') => {
    signUps += 1;
    const email = `owner-${signUps}-${Date.now()}@example.com`;
    const response = await post(`192.0.2.${signUps}`, '/api/auth/signup', {
      firstName: 'Owner',
      lastName: 'Of An Account',
      email,
      password,
    }).expect(201);
    return { user: { id: response.body.id as string, email } };
  };

  it("never locks an account's owner out or slows them: wrong passwords for it from many addresses", async () => {
    const { user } = await signUp('the-owners-password');
    for (let i = 1; i <= 12; i++)
      expect((await signIn(`198.51.100.${1 + (i % 4)}`, user.email.toUpperCase())).status).toBe(401);
    // The owner's typo, then their password, from their own address: neither waits nor is refused.
    expect((await signIn('192.0.2.250', user.email, 'the-owners-pasword')).status).toBe(401);
    const owner = await signIn('192.0.2.250', user.email, 'the-owners-password');
    expect(owner.status).toBe(200);
    expect(owner.body.id).toBe(user.id);
  });

  it("never refuses or slows the owner's right password at an address strangers failed from (a shared office)", async () => {
    const { user } = await signUp('the-owners-password');
    const office = '203.0.113.80';
    for (let i = 0; i < 3; i++) expect((await signIn(office, `someone-${i}@example.com`)).status).toBe(401);
    // The strangers' tries are refused now (a wrong one's refusal would wait an hour here)…
    expect((await signIn(office, 'someone-0@example.com')).status).toBe(429);
    // …and the owner's right password is answered at once.
    const owner = await signIn(office, user.email, 'the-owners-password');
    expect(owner.status).toBe(200);
    expect(owner.body.id).toBe(user.id);
    // Another person there with the right password for their own account too.
    const colleague = await signUp('the-colleagues-password');
    expect((await signIn(office, colleague.user.email, 'the-colleagues-password')).status).toBe(200);
  });

  it('refuses a guessing address the right password of an account it guessed at', async () => {
    const { user } = await signUp('the-owners-password');
    const guesser = '203.0.113.90';
    for (let i = 0; i < 3; i++) expect((await signIn(guesser, user.email, `guess-${i}`)).status).toBe(401);
    const lucky = await signIn(guesser, user.email, 'the-owners-password');
    expect(lucky.status).toBe(429);
    expect(lucky.body).toEqual({ message: RATE_LIMIT_MESSAGE });
    // The owner elsewhere is not that address.
    expect((await signIn('192.0.2.251', user.email, 'the-owners-password')).status).toBe(200);
  });

  it('forgot-password for one address from many clients neither refuses its owner nor floods the mailbox', async () => {
    const { user } = await signUp();
    for (let i = 1; i <= 10; i++) {
      const response = await post(`198.51.100.${100 + i}`, '/api/auth/forgot-password', {
        email: user.email,
      });
      expect(response.status).toBe(200);
    }
    const own = await post('192.0.2.252', '/api/auth/forgot-password', { email: user.email }).expect(200);
    expect(own.body).toEqual(FORGOT_PASSWORD_ANSWER);
    const mails = (await readOutbox(app)).filter(
      (mail) => mail.to.includes(user.email) && mail.subject === 'Reset your Sadhana password',
    );
    expect(mails).toHaveLength(RESET_MAILS_PER_HOUR);
    // Each mailed link works: the owner was never without a way to reset.
    const token = new URL(mails[0].link as string).searchParams.get('token');
    await post('192.0.2.253', '/api/auth/reset-password', { token, password: 'a-new-password' }).expect(200);
    expect((await signIn('192.0.2.254', user.email, 'a-new-password')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, so hopping addresses inside it does not help', async () => {
    const { user } = await signUp('the-owners-password');
    for (let i = 1; i <= 3; i++) expect((await signIn(`2001:db8:1:2::${i}`, user.email)).status).toBe(401);
    expect((await signIn('2001:db8:1:2:ffff::7', user.email, 'the-owners-password')).status).toBe(429);
    expect((await signIn('2001:db8:1:3::1', user.email, 'the-owners-password')).status).toBe(200);
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
