import request from 'supertest';
import { lastMailTo } from '../../mail/testing/outbox.js';
import { signUpAgent } from '../../testing/sign-up.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

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
    await request(app.server)
      .get(`${link.pathname}${link.search}`)
      .expect(302)
      .expect('Location', '/signin?verified=1');
    expect((await agent.get('/api/auth/user')).body.emailVerified).toBe(true);
    await request(app.server)
      .get(`${link.pathname}${link.search}`)
      .expect(302)
      .expect('Location', '/signin?error=verification-invalid');
  });

  it('refuses a missing, malformed or unknown token', async () => {
    for (const query of ['', '?token=', '?token=abc', '?token[]=a&token[]=b', `?token=${'x'.repeat(5000)}`]) {
      await request(app.server)
        .get(`/api/auth/verify-email${query}`)
        .expect(302)
        .expect('Location', '/signin?error=verification-invalid');
    }
  });

  it('grants admin rights to an ADMIN_EMAILS address only once it is verified', async () => {
    const { agent } = await signUpAgent(app, { email: 'Studio@Sadhana.example' });
    expect((await agent.get('/api/auth/user')).body.isAdmin).toBe(false);
    const link = new URL((await lastMailTo(app, 'studio@sadhana.example'))?.link as string);
    await request(app.server).get(`${link.pathname}${link.search}`).expect(302);
    expect((await agent.get('/api/auth/user')).body.isAdmin).toBe(true);
  });
});
