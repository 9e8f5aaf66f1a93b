import request from 'supertest';
import { lastMailTo } from '../../../../test/support/outbox.js';
import { csrfHeaders, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('email verification and admin identity', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ adminEmails: ['studio@sadhana.example'] });
  });

  afterAll(async () => {
    await app.close();
  });

  it('mails a 24-hour link at sign-up; the link verifies once', async () => {
    const { agent, user } = await signUpAgent(app);
    const mail = await lastMailTo(app, user.email);
    expect(mail?.subject).toBe('Confirm your email address for Sadhana');
    const link = new URL(mail?.link as string);
    expect(link.pathname).toBe('/api/auth/verify-email');
    const expires = await app.db.pool.query(
      "SELECT expires_at FROM account_tokens WHERE user_id = $1 AND purpose = 'email-verification'",
      [user.id],
    );
    expect(expires.rows[0].expires_at.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    expect((await agent.get('/api/auth/user')).body.emailVerified).toBe(false);
    // Opened signed out, the link leads to the verification screen (which asks for the password) and stays unused.
    const token = link.searchParams.get('token') as string;
    await request(app.server)
      .get(`${link.pathname}${link.search}`)
      .expect(302)
      .expect('Location', `/verify-email?token=${encodeURIComponent(token)}`);
    expect((await agent.get('/api/auth/user')).body.emailVerified).toBe(false);
    await agent.get(`${link.pathname}${link.search}`).expect(302).expect('Location', '/signin?verified=1');
    expect((await agent.get('/api/auth/user')).body.emailVerified).toBe(true);
    await agent
      .get(`${link.pathname}${link.search}`)
      .expect(302)
      .expect('Location', '/signin?error=verification-invalid');
  });

  it('refuses a missing, malformed or unknown token', async () => {
    const { agent } = await signUpAgent(app);
    for (const query of ['', '?token=', '?token=abc', '?token[]=a&token[]=b', `?token=${'x'.repeat(5000)}`]) {
      await agent
        .get(`/api/auth/verify-email${query}`)
        .expect(302)
        .expect('Location', '/signin?error=verification-invalid');
    }
  });

  it('grants admin rights to an ADMIN_EMAILS address only once it is verified', async () => {
    const { agent } = await signUpAgent(app, { email: 'Studio@Sadhana.example' });
    expect((await agent.get('/api/auth/user')).body.isAdmin).toBe(false);
    const link = new URL((await lastMailTo(app, 'studio@sadhana.example'))?.link as string);
    await agent.get(`${link.pathname}${link.search}`).expect(302);
    expect((await agent.get('/api/auth/user')).body.isAdmin).toBe(true);
  });

  it('never verifies an account for someone else: the owner of the address clicking a squatter’s link', async () => {
    // Someone signs up first with the studio's address; the studio receives the mail and clicks it,
    // signed out or signed in as its own other account.
    const squatter = await signUpAgent(app, { email: 'owner@sadhana.example' });
    (app.runtime.config.adminEmails as string[]).push('owner@sadhana.example');
    const link = new URL((await lastMailTo(app, 'owner@sadhana.example'))?.link as string);
    await request(app.server)
      .get(`${link.pathname}${link.search}`)
      .expect(302)
      .expect('Location', /^\/verify-email\?token=/);
    const someoneElse = await signUpAgent(app);
    await someoneElse.agent
      .get(`${link.pathname}${link.search}`)
      .expect(302)
      .expect('Location', '/signin?error=verification-invalid');
    const me = (await squatter.agent.get('/api/auth/user').expect(200)).body;
    expect(me).toMatchObject({ emailVerified: false, isAdmin: false });
  });

  it('verifies in one trip: the verification screen signs in, then POSTs the token for the same account only', async () => {
    const { user } = await signUpAgent(app);
    const token = new URL((await lastMailTo(app, user.email))?.link as string).searchParams.get(
      'token',
    ) as string;
    // Signed in as someone else: refused, and the link stays usable by its owner.
    const someoneElse = await signUpAgent(app);
    const refused = await someoneElse.agent
      .post('/api/auth/verify-email')
      .set(csrfHeaders)
      .send({ token })
      .expect(400);
    expect(refused.body.message).toMatch(/another account/);
    await request(app.server).post('/api/auth/verify-email').set(csrfHeaders).send({ token }).expect(401);
    // The owner signs in on the screen, which then confirms the token.
    const owner = request.agent(app.server);
    await owner
      .post('/api/auth/signin')
      .set(csrfHeaders)
      .send({ email: user.email, password: user.password })
      .expect(200);
    const verified = await owner.post('/api/auth/verify-email').set(csrfHeaders).send({ token }).expect(200);
    expect(verified.body).toEqual({ message: 'Your email address is verified.' });
    expect((await owner.get('/api/auth/user').expect(200)).body.emailVerified).toBe(true);
    await owner.post('/api/auth/verify-email').set(csrfHeaders).send({ token }).expect(400);
    for (const body of [{}, { token: 5 }, { token: 'x'.repeat(201) }]) {
      const bad = await owner.post('/api/auth/verify-email').set(csrfHeaders).send(body);
      expect([bad.status, typeof bad.body.message]).toEqual([400, 'string']);
    }
  });
});
