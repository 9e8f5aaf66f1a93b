import { OAuth2Server } from 'oauth2-mock-server';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { enrolAuthenticator } from '../../../../test/support/second-factor.js';
import { csrfHeaders, makeAdmin, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';

type UserInfo = Record<string, unknown>;

/** A browser without a session that asks for `path` is sent to `location`. */
async function expectRedirect(app: TestApp, path: string, location: string): Promise<void> {
  await request(app.server).get(path).expect(302).expect('Location', location);
}

describe('Google sign-in against a local OAuth server', () => {
  let oauth: OAuth2Server;
  let app: TestApp;
  let userInfo: UserInfo = {};

  beforeAll(async () => {
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    oauth.service.on('beforeUserinfo', (response: { body: UserInfo }) => {
      response.body = userInfo;
    });
    const issuer = oauth.issuer.url as string;
    app = await createTestApp({
      publicUrl: 'http://sadhana.example',
      google: {
        clientId: 'sadhana-client',
        clientSecret: 'sadhana-secret',
        authUrl: `${issuer}/authorize`,
        tokenUrl: `${issuer}/token`,
        userInfoUrl: `${issuer}/userinfo`,
      },
    });
  });

  afterAll(async () => {
    await app.close();
    await oauth.stop();
  });

  /** Starts at /api/auth/google and follows Google's consent redirect; returns the callback path. */
  async function consent(agent: TestAgent): Promise<{ callback: string; state: string }> {
    const start = await agent.get('/api/auth/google').expect(302);
    const authorize = new URL(start.headers.location);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://sadhana.example/api/auth/google/callback',
    );
    expect(authorize.searchParams.get('client_id')).toBe('sadhana-client');
    const state = authorize.searchParams.get('state') as string;
    expect(state.length).toBeGreaterThanOrEqual(16);
    const back = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location') as string);
    return { callback: `${callback.pathname}${callback.search}`, state };
  }

  /** A fresh browser consents as `userInfo` and is sent on to `location`; returns that browser. */
  async function googleBrowser(location = '/'): Promise<TestAgent> {
    const agent = request.agent(app.server);
    await agent
      .get((await consent(agent)).callback)
      .expect(302)
      .expect('Location', location);
    return agent;
  }

  it('tells the screens that Google is offered', async () => {
    await request(app.server).get('/api/auth/providers').expect(200, { google: true });
  });

  it('creates an account with authProvider google and a verified email', async () => {
    userInfo = {
      sub: 'google-1001',
      email: 'Lakshmi@Example.com',
      email_verified: true,
      given_name: 'Lakshmi',
      family_name: 'Nair',
      name: 'Lakshmi Nair',
      picture: 'https://images.example/lakshmi.png',
    };
    const agent = request.agent(app.server);
    const { callback } = await consent(agent);
    await agent.get(callback).expect(302).expect('Location', '/');
    const me = (await agent.get('/api/auth/user').expect(200)).body;
    expect(me).toMatchObject({
      email: 'lakshmi@example.com',
      firstName: 'Lakshmi',
      lastName: 'Nair',
      authProvider: 'google',
      googleId: 'google-1001',
      emailVerified: true,
      profileImageUrl: 'https://images.example/lakshmi.png',
    });
    const events = await app.runtime.eventStore.readStream(`member-${me.id}`);
    expect(events.map((e) => [e.type, e.data])).toContainEqual([
      'MemberSignedUp',
      { userId: me.id, authMethod: 'google', at: expect.any(String) },
    ]);

    // The second time, the same account, by its Google id.
    const again = await googleBrowser();
    expect((await again.get('/api/auth/user').expect(200)).body.id).toBe(me.id);
  });

  it("leaves out direction control characters of the name Google gives, which the app's own forms refuse", async () => {
    userInfo = {
      sub: 'google-1002',
      email: 'rtl@example.com',
      email_verified: true,
      given_name: '\u202Eimhsk\u202C',
      family_name: 'Na\u2066ir\u2069',
    };
    const agent = await googleBrowser();
    const me = (await agent.get('/api/auth/user').expect(200)).body;
    expect(me).toMatchObject({ firstName: 'imhsk', lastName: 'Nair' });
  });

  it('links an existing verified email account when Google says the email is verified', async () => {
    const { user } = await signUpAgent(app, { email: 'gopal@example.com', password: 'email-password' });
    await app.db.pool.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [user.id]);
    userInfo = { sub: 'google-2002', email: 'gopal@example.com', email_verified: true, given_name: 'G' };
    const agent = await googleBrowser();
    const me = (await agent.get('/api/auth/user').expect(200)).body;
    expect(me).toMatchObject({
      id: user.id,
      googleId: 'google-2002',
      emailVerified: true,
      firstName: 'Meera',
    });
    // The password still works too.
    await request(app.server)
      .post('/api/auth/signin')
      .set(csrfHeaders)
      .send({ email: 'gopal@example.com', password: 'email-password' })
      .expect(200);
  });

  it('takes an unverified account from whoever made it: their password and sessions end', async () => {
    // Someone signs up first with an admin's address and a password of their own.
    const squatter = await signUpAgent(app, { email: 'boss@studio.example', password: 'squatter-password' });
    (app.runtime.config.adminEmails as string[]).push('boss@studio.example');
    expect((await squatter.agent.get('/api/auth/user').expect(200)).body.isAdmin).toBe(false);

    // The address's real owner signs in with Google, which proves the address.
    userInfo = { sub: 'google-boss', email: 'boss@studio.example', email_verified: true, given_name: 'Boss' };
    const owner = await googleBrowser();
    const me = (await owner.get('/api/auth/user').expect(200)).body;
    expect(me).toMatchObject({ id: squatter.user.id, isAdmin: true, authProvider: 'google' });

    await squatter.agent.get('/api/auth/user').expect(401);
    await request(app.server)
      .post('/api/auth/signin')
      .set(csrfHeaders)
      .send({ email: 'boss@studio.example', password: 'squatter-password' })
      .expect(401);
  });

  it('refuses to link or create with an unverified Google email', async () => {
    await signUpAgent(app, { email: 'victim@example.com' });
    userInfo = { sub: 'google-3003', email: 'victim@example.com', email_verified: false };
    const agent = await googleBrowser('/signin?error=google-email-unverified');
    await agent.get('/api/auth/user').expect(401);
    const linked = await app.db.pool.query("SELECT 1 FROM users WHERE google_id = 'google-3003'");
    expect(linked.rowCount).toBe(0);
  });

  it('refuses a forged state, and a callback in a session that never started the flow', async () => {
    userInfo = { sub: 'google-4004', email: 'forged@example.com', email_verified: true };
    const agent = request.agent(app.server);
    const { callback, state } = await consent(agent);
    const forged = callback.replace(`state=${encodeURIComponent(state)}`, 'state=forged-state-value');
    expect(forged).not.toBe(callback);
    await agent.get(forged).expect(302).expect('Location', '/signin?error=google-failed');
    await agent.get('/api/auth/user').expect(401);

    const stranger = request.agent(app.server);
    await stranger.get(callback).expect(302).expect('Location', '/signin?error=google-failed');
    await stranger.get('/api/auth/user').expect(401);
    const created = await app.db.pool.query("SELECT 1 FROM users WHERE email = 'forged@example.com'");
    expect(created.rowCount).toBe(0);
  });

  it('leaves a Google sign-in half signed in until the second factor, as a password sign-in is', async () => {
    userInfo = {
      sub: 'google-admin-1',
      email: 'owner-google@example.com',
      email_verified: true,
      given_name: 'Studio',
      family_name: 'Owner',
    };
    // A new admin signs in with Google: no factor yet, so only the admin calls are shut.
    const first = await googleBrowser('/');
    await makeAdmin(app, 'owner-google@example.com');
    const shut = await first.get('/api/admin/users-overview').expect(403);
    expect(shut.body.code).toBe('second_factor_required');
    const { code } = await enrolAuthenticator(app, first);
    await first.get('/api/admin/users-overview').expect(200);

    // With a factor, the next Google sign-in lands on the second-factor step and is not signed in.
    const next = await googleBrowser('/signin?step=second-factor');
    await next.get('/api/auth/user').expect(401);
    await next.get('/api/admin/users-overview').expect(401);
    // The code of the next 30-second step: the one that confirmed the app is used up.
    await next
      .post('/api/auth/second-factor')
      .set(csrfHeaders)
      .send({ code: await code(1) })
      .expect(200);
    await next.get('/api/admin/users-overview').expect(200);
  });

  it('refuses a soft-deleted account', async () => {
    userInfo = { sub: 'google-5005', email: 'gone@example.com', email_verified: true };
    const first = await googleBrowser();
    await app.db.pool.query("UPDATE users SET deleted_at = now() WHERE email = 'gone@example.com'");
    await first.get('/api/auth/user').expect(401);
    await googleBrowser('/signin?error=google-account-disabled');
  });

  it('answers a callback without a code and an error from Google by returning to sign-in', async () => {
    await expectRedirect(app, '/api/auth/google/callback', '/signin?error=google-failed');
    await expectRedirect(app, '/api/auth/google/callback?error=access_denied', '/signin?error=google-failed');
  });
});

describe('Google sign-in without configuration', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ google: undefined });
  });

  afterAll(async () => {
    await app.close();
  });

  it('tells the screens that Google is not offered', async () => {
    await request(app.server).get('/api/auth/providers').expect(200, { google: false });
  });

  it('redirects to the sign-in screen with a clear error', async () => {
    await expectRedirect(app, '/api/auth/google', '/signin?error=google-not-configured');
    await expectRedirect(
      app,
      '/api/auth/google/callback?code=x&state=y',
      '/signin?error=google-not-configured',
    );
  });
});
