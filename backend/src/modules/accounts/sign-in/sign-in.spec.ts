import request from 'supertest';
import { cookiePair, sessionCookieOf } from '../../../../test/support/cookies.js';
import { csrfHeaders, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('sign-in and sessions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const signIn = (email: string, password: string, cookie?: string) => {
    const call = request(app.server).post('/api/auth/signin').set(csrfHeaders);
    if (cookie) call.set('Cookie', cookie);
    return call.send({ email, password });
  };

  it('signs in with email and password and returns the current user', async () => {
    const { user } = await signUpAgent(app, { password: 'lotus-pose-42' });
    const response = await signIn(` ${user.email.toUpperCase()} `, 'lotus-pose-42').expect(200);
    expect(response.body).toMatchObject({ id: user.id, email: user.email, isAdmin: false });
    expect(response.body).not.toHaveProperty('passwordHash');
    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    const me = await request(app.server)
      .get('/api/auth/user')
      .set('Cookie', cookiePair(cookie as string))
      .expect(200);
    expect(me.body.id).toBe(user.id);
    const row = await app.db.pool.query('SELECT last_login_at FROM users WHERE id = $1', [user.id]);
    expect(Date.now() - row.rows[0].last_login_at.getTime()).toBeLessThan(10_000);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { user } = await signUpAgent(app);
    const wrong = await signIn(user.email, 'not-the-password').expect(401);
    const unknown = await signIn('nobody-here@example.com', 'whatever-it-is').expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect(sessionCookieOf(wrong)).toBeUndefined();
  });

  it('regenerates the session id at sign-in; the old id is no longer signed in', async () => {
    const { user } = await signUpAgent(app, { password: 'first-session-pw' });
    const first = sessionCookieOf(await signIn(user.email, 'first-session-pw').expect(200)) as string;
    const second = sessionCookieOf(
      await signIn(user.email, 'first-session-pw', cookiePair(first)).expect(200),
    );
    expect(second).toBeDefined();
    expect(cookiePair(second as string)).not.toBe(cookiePair(first));
    await request(app.server).get('/api/auth/user').set('Cookie', cookiePair(first)).expect(401);
    await request(app.server)
      .get('/api/auth/user')
      .set('Cookie', cookiePair(second as string))
      .expect(200);
  });

  it('sets the cookie HttpOnly, SameSite=Lax, not Secure over http, with the 7-day idle timeout', async () => {
    const { user } = await signUpAgent(app, { password: 'cookie-check-pw' });
    const cookie = sessionCookieOf(await signIn(user.email, 'cookie-check-pw').expect(200)) as string;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '').getTime();
    expect(Math.abs(expires - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    const sid = decodeURIComponent(cookiePair(cookie).split('=')[1]).slice(2).split('.')[0];
    const row = await app.db.pool.query('SELECT expire, sess FROM sessions WHERE sid = $1', [sid]);
    expect(row.rows[0].sess.userId).toBe(user.id);
    expect(Math.abs(row.rows[0].expire.getTime() - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
  });

  it("moves a session row's expiry on at most once a minute, not on every request", async () => {
    const { agent, user } = await signUpAgent(app);
    await agent.get('/api/auth/user').expect(200);
    const expireOf = async () =>
      (await app.db.pool.query("SELECT expire FROM sessions WHERE sess->>'userId' = $1", [user.id])).rows[0]
        .expire as Date;
    // Marked six days from now: a touch would move it back to seven.
    await app.db.pool.query(
      `UPDATE sessions SET expire = now() + interval '6 days' WHERE sess->>'userId' = $1`,
      [user.id],
    );
    const marked = await expireOf();
    for (let i = 0; i < 3; i++) await agent.get('/api/auth/user').expect(200);
    expect((await expireOf()).getTime()).toBe(marked.getTime());
  });

  it('ends a session idle past its timeout (the store refuses the expired row)', async () => {
    const { agent, user } = await signUpAgent(app);
    await agent.get('/api/auth/user').expect(200);
    await app.db.pool.query(
      `UPDATE sessions SET expire = now() - interval '1 second' WHERE sess->>'userId' = $1`,
      [user.id],
    );
    await agent.get('/api/auth/user').expect(401);
  });

  it('ends a session 30 days after sign-in even when it was used every day', async () => {
    const { agent, user } = await signUpAgent(app);
    const longAgo = Date.now() - 30 * 86_400_000 - 1000;
    await app.db.pool.query(
      `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb($2::bigint))::json
       WHERE sess->>'userId' = $1`,
      [user.id, longAgo],
    );
    const response = await agent.get('/api/auth/user').expect(401);
    expect(response.body).toEqual({ message: 'Unauthorized' });
    const left = await app.db.pool.query(`SELECT 1 FROM sessions WHERE sess->>'userId' = $1`, [user.id]);
    expect(left.rowCount).toBe(0);
  });

  it('refuses a soft-deleted user at sign-in and ends their open sessions', async () => {
    const { agent, user } = await signUpAgent(app, { password: 'to-be-deleted' });
    await agent.get('/api/auth/user').expect(200);
    await app.db.pool.query('UPDATE users SET deleted_at = now() WHERE id = $1', [user.id]);
    await agent.get('/api/auth/user').expect(401);
    const response = await signIn(user.email, 'to-be-deleted').expect(401);
    expect(response.body).toEqual({ message: 'Invalid email or password' });
  });

  it('hashes passwords with argon2id, m=19456 KiB, t=2, p=1', async () => {
    const { user } = await signUpAgent(app);
    const row = await app.db.pool.query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    const [, type, version, params] = (row.rows[0].password_hash as string).split('$');
    expect(type).toBe('argon2id');
    expect(version).toBe('v=19');
    const values = Object.fromEntries(params.split(',').map((pair) => pair.split('=')));
    expect(Number(values.m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(values.t)).toBeGreaterThanOrEqual(2);
    expect(Number(values.p)).toBe(1);
  });

  it('answers GET /api/auth/user with 401 Unauthorized when signed out', async () => {
    const response = await request(app.server).get('/api/auth/user').expect(401);
    expect(response.body).toEqual({ message: 'Unauthorized' });
  });

  it('sends GET /api/login to the sign-in screen', async () => {
    await request(app.server).get('/api/login').expect(302).expect('Location', '/signin');
  });

  it('returns every field of the users record and no secret', async () => {
    const { agent } = await signUpAgent(app);
    const me = (await agent.get('/api/auth/user').expect(200)).body;
    for (const field of [
      'id',
      'email',
      'firstName',
      'lastName',
      'profileImageUrl',
      'phoneNumber',
      'address',
      'emergencyContactName',
      'emergencyContactPhone',
      'googleId',
      'authProvider',
      'stripeCustomerId',
      'stripeSubscriptionId',
      'membershipActive',
      'membershipStartDate',
      'membershipEndDate',
      'noIshaYogaExperience',
      'goalPracticesToLearn',
      'goalRetreatType',
      'goalRetreatDuration',
      'goalRetreatLocation',
      'goalRetreatLocationCategory',
      'goalShortTerm',
      'goalMidTerm',
      'goalLifetime',
      'createdAt',
      'updatedAt',
      'lastLoginAt',
      'deletedAt',
      'shambhavi' + 'Learned',
      'angamardanaTeacher',
      'yogasanasYear',
      'suryaKriyaFrequency',
      'suryaShaktiLastPractice',
      'bhutaShuddhiLearned',
      'isAdmin',
      'emailVerified',
    ]) {
      expect(me).toHaveProperty(field);
    }
    expect(me).toMatchObject({ authProvider: 'email', membershipActive: false, emailVerified: false });
    const text = JSON.stringify(me);
    expect(text).not.toMatch(/password|argon2|token/i);
  });
});

/** A sign-up body for a new account at `email`. */
const newAccount = (email: string) => ({ firstName: 'A', lastName: 'B', email, password: 'secret-pw' });

/** A POST the proxy says came over TLS (X-Forwarded-Proto: https). */
function postOverTls(app: TestApp, path: string, body: object) {
  return request(app.server).post(path).set(csrfHeaders).set('X-Forwarded-Proto', 'https').send(body);
}

describe('the session cookie behind HTTPS', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ publicUrl: 'https://sadhana.example', trustProxy: 1 });
  });

  afterAll(async () => {
    await app.close();
  });

  it('is Secure when PUBLIC_URL is https and the proxy says the request came over TLS', async () => {
    const response = await postOverTls(app, '/api/auth/signup', newAccount('secure@example.com')).expect(201);
    const cookie = sessionCookieOf(response) as string;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });

  it('refuses sign-up and sign-in over plain http with a clear 403, creating and signing in nothing', async () => {
    const body = newAccount('plain-http@example.com');
    const message = 'Signing in needs a secure connection: please use https://sadhana.example.';
    for (const proto of [undefined, 'http']) {
      const signUp = request(app.server).post('/api/auth/signup').set(csrfHeaders);
      const refused = await (proto ? signUp.set('X-Forwarded-Proto', proto) : signUp).send(body).expect(403);
      expect(refused.body).toEqual({ message });
      expect(sessionCookieOf(refused)).toBeUndefined();
    }
    const users = await app.db.pool.query('SELECT 1 FROM users WHERE email = $1', [body.email]);
    expect(users.rows).toHaveLength(0);

    await postOverTls(app, '/api/auth/signup', body).expect(201);
    const credentials = { email: body.email, password: body.password };
    const signIn = await request(app.server).post('/api/auth/signin').set(csrfHeaders).send(credentials);
    expect(signIn.status).toBe(403);
    expect(signIn.body).toEqual({ message });
    expect(sessionCookieOf(signIn)).toBeUndefined();
    const overTls = await postOverTls(app, '/api/auth/signin', credentials).expect(200);
    expect(sessionCookieOf(overTls)).toMatch(/; Secure/);
  });

  it('does not believe X-Forwarded-Proto without TRUST_PROXY', async () => {
    const direct = await createTestApp({ publicUrl: 'https://sadhana.example', trustProxy: false });
    try {
      const response = await postOverTls(
        direct,
        '/api/auth/signup',
        newAccount('spoofed@example.com'),
      ).expect(403);
      expect(response.body.message).toMatch(/secure connection/);
    } finally {
      await direct.close();
    }
  });
});

describe('sign-in over an ended session', () => {
  it('signs in again over a session past its absolute timeout (it was a 500)', async () => {
    const strict = await createTestApp({ sessionAbsoluteTimeoutMs: 1 });
    try {
      const { user } = await signUpAgent(strict, { password: 'lotus-pose-42' });
      const first = await request(strict.server)
        .post('/api/auth/signin')
        .set(csrfHeaders)
        .send({ email: user.email, password: 'lotus-pose-42' })
        .expect(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const again = await request(strict.server)
        .post('/api/auth/signin')
        .set(csrfHeaders)
        .set('Cookie', cookiePair(sessionCookieOf(first) as string))
        .send({ email: user.email, password: 'lotus-pose-42' })
        .expect(200);
      expect(again.body.id).toBe(user.id);
      expect(sessionCookieOf(again)).toBeDefined();
    } finally {
      await strict.close();
    }
  });
});
