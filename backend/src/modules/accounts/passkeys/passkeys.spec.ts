import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { enrolAuthenticator } from '../../../../test/support/second-factor.js';
import { csrfHeaders, makeAdmin, signUpAgent } from '../../../../test/support/sign-up.js';
import { SoftwareAuthenticator } from '../../../../test/support/software-authenticator.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { memberStream } from '../../../platform/domain/member-stream.js';

describe('passkeys (WebAuthn, verified by @simplewebauthn/server against a software authenticator)', () => {
  let app: TestApp;
  let origin: string;
  let rpId: string;

  beforeAll(async () => {
    app = await createTestApp();
    origin = new URL(app.runtime.config.publicUrl).origin;
    rpId = new URL(app.runtime.config.publicUrl).hostname;
  });

  afterAll(async () => {
    await app.close();
  });

  const newAuthenticator = () => new SoftwareAuthenticator(origin, rpId);
  const registrationOptions = async (agent: TestAgent) =>
    (await agent.post('/api/auth/passkeys/registration/options').set(csrfHeaders).expect(200)).body;
  const register = async (agent: TestAgent, authenticator: SoftwareAuthenticator) => {
    const options = await registrationOptions(agent);
    return agent
      .post('/api/auth/passkeys/registration')
      .set(csrfHeaders)
      .send({ name: 'Phone', response: authenticator.register(options) })
      .expect(200);
  };
  const authenticationOptions = async (agent: TestAgent) =>
    (await agent.post('/api/auth/passkeys/authentication/options').set(csrfHeaders).expect(200)).body;
  const authenticate = (agent: TestAgent, response: unknown) =>
    agent.post('/api/auth/passkeys/authentication').set(csrfHeaders).send({ response });

  it('registers a passkey (discoverable, named, listed) and signs in with it alone, no email asked', async () => {
    const { agent, user } = await signUpAgent(app);
    const options = await registrationOptions(agent);
    expect(options).toMatchObject({
      rp: { id: rpId, name: 'Sadhana' },
      user: { name: user.email },
      authenticatorSelection: { residentKey: 'required' },
    });
    const authenticator = newAuthenticator();
    const registered = await agent
      .post('/api/auth/passkeys/registration')
      .set(csrfHeaders)
      .send({ name: '  Phone  ', response: authenticator.register(options) })
      .expect(200);
    expect(registered.body.passkey).toMatchObject({ name: 'Phone', lastUsedAt: null });
    expect(registered.body.recoveryCodes).toHaveLength(10);
    const security = (await agent.get('/api/auth/security').expect(200)).body;
    expect(security.passkeys).toEqual([registered.body.passkey]);
    expect(JSON.stringify(security)).not.toContain(authenticator.id);

    const browser = request.agent(app.server);
    const signInOptions = await authenticationOptions(browser);
    expect(signInOptions.allowCredentials ?? []).toEqual([]);
    expect(signInOptions.userVerification).toBe('required');
    const signedIn = await authenticate(browser, authenticator.authenticate(signInOptions)).expect(200);
    expect(signedIn.body).toMatchObject({ id: user.id, secondFactors: ['passkey'] });
    await browser.get('/api/auth/user').expect(200);
    const stored = await app.db.pool.query('SELECT counter, last_used_at FROM passkeys WHERE user_id = $1', [
      user.id,
    ]);
    expect(stored.rows[0]).toMatchObject({ counter: '1', last_used_at: expect.any(Date) });
  });

  it('keeps a signed-out sign-in’s challenge in a signed cookie: asking for options leaves no session row', async () => {
    const sessions = async () =>
      Number((await app.db.pool.query('SELECT count(*) FROM sessions')).rows[0].count);
    const before = await sessions();
    for (let i = 0; i < 300; i++) {
      const options = await request(app.server)
        .post('/api/auth/passkeys/authentication/options')
        .set(csrfHeaders);
      expect(options.status).toBe(200);
      if (i === 0)
        expect(options.headers['set-cookie']).toEqual([
          expect.stringMatching(
            /^sadhana\.passkey=[^;]+; Max-Age=300; Path=\/api\/auth\/passkeys; Expires=[^;]+; HttpOnly; SameSite=Strict$/,
          ),
        ]);
    }
    expect(await sessions()).toBe(before);

    // The cookie's challenge signs in once; the same cookie and answer again sign nobody in.
    const { agent, user } = await signUpAgent(app);
    const authenticator = newAuthenticator();
    await register(agent, authenticator);
    const first = await request(app.server)
      .post('/api/auth/passkeys/authentication/options')
      .set(csrfHeaders);
    const cookie = (first.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    // As a synced passkey answers: a signature counter of 0, which tells no replay apart.
    const answer = authenticator.authenticate(first.body, { counter: 0 });
    const signIn = () =>
      request(app.server)
        .post('/api/auth/passkeys/authentication')
        .set(csrfHeaders)
        .set('Cookie', cookie)
        .send({ response: answer });
    expect((await signIn().expect(200)).body.id).toBe(user.id);
    // A replay signs nobody in: its challenge has signed someone in already.
    const replay = await signIn().expect(400);
    expect(replay.body).toEqual({ message: 'The passkey request has expired. Please try again.' });
    expect(replay.headers['set-cookie']?.[0]).toMatch(/^sadhana\.passkey=;/);
    // A forged or missing cookie is no ceremony.
    for (const forged of ['', `${cookie}x`, 'sadhana.passkey=abc.123.def', 'sadhana.passkey=%E0%A4%A'])
      await request(app.server)
        .post('/api/auth/passkeys/authentication')
        .set(csrfHeaders)
        .set('Cookie', forged)
        .send({ response: answer })
        .expect(400);
  });

  it('refuses a replayed assertion, a cloned counter, a wrong challenge or origin, and an unknown credential', async () => {
    const { agent } = await signUpAgent(app);
    const authenticator = newAuthenticator();
    await register(agent, authenticator);
    const browser = request.agent(app.server);

    const options = await authenticationOptions(browser);
    const assertion = authenticator.authenticate(options);
    await authenticate(browser, assertion).expect(200);
    // The same assertion again: its challenge was used up.
    const replayed = await authenticate(request.agent(app.server), assertion).expect(400);
    expect(replayed.body.message).toMatch(/expired|could not be verified/);
    const again = request.agent(app.server);
    await authenticationOptions(again);
    await authenticate(again, assertion).expect(400);

    // A clone of the authenticator reports a counter not above the stored one.
    const clone = request.agent(app.server);
    const cloneOptions = await authenticationOptions(clone);
    await authenticate(clone, authenticator.authenticate(cloneOptions, { counter: 1 })).expect(400);

    // Signed by an authenticator this site never registered.
    const stranger = request.agent(app.server);
    await authenticate(
      stranger,
      newAuthenticator().authenticate(await authenticationOptions(stranger)),
    ).expect(400);

    // Signed for another origin (a phishing site).
    const phished = request.agent(app.server);
    const phishedOptions = await authenticationOptions(phished);
    const phishing = authenticator.authenticate(phishedOptions, { origin: 'https://sadhana-login.example' });
    await authenticate(phished, phishing).expect(400);
    // The same authenticator, honestly answering, still works: each refusal above was for its reason.
    const honest = request.agent(app.server);
    await authenticate(honest, authenticator.authenticate(await authenticationOptions(honest))).expect(200);

    // Without user verification a passkey alone does not sign in.
    const unverified = request.agent(app.server);
    const unverifiedOptions = await authenticationOptions(unverified);
    await authenticate(
      unverified,
      authenticator.authenticate(unverifiedOptions, { userVerified: false }),
    ).expect(400);
  });

  it('answers malformed ceremonies with 400 and a message, never a 500', async () => {
    const { agent } = await signUpAgent(app);
    for (const body of [
      {},
      { response: 'x' },
      { response: { id: 42 } },
      { response: { id: 'abc', response: {} } },
    ]) {
      const browser = request.agent(app.server);
      await authenticationOptions(browser);
      const answer = await authenticate(browser, (body as { response?: unknown }).response);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    await registrationOptions(agent);
    const bad = await agent
      .post('/api/auth/passkeys/registration')
      .set(csrfHeaders)
      .send({ name: 'Key', response: { id: 'x', response: { clientDataJSON: 'zz' } } });
    expect([bad.status, bad.body.message]).toEqual([400, expect.any(String)]);
    const unnamed = await agent
      .post('/api/auth/passkeys/registration')
      .set(csrfHeaders)
      .send({ response: {} });
    expect(unnamed.status).toBe(400);
    await agent.delete('/api/auth/passkeys/not-an-id').set(csrfHeaders).expect(404);
    await request(app.server).post('/api/auth/passkeys/registration/options').set(csrfHeaders).expect(401);
  });

  it('as a second factor: a password sign-in is completed by the passkey; an admin steps up with it', async () => {
    const { agent, user } = await signUpAgent(app);
    await makeAdmin(app, user.email);
    const authenticator = newAuthenticator();
    await register(agent, authenticator);
    await agent.get('/api/admin/users-overview').expect(200);

    const browser = request.agent(app.server);
    const half = await browser
      .post('/api/auth/signin')
      .set(csrfHeaders)
      .send({ email: user.email, password: user.password })
      .expect(200);
    expect(half.body).toEqual({ secondFactorRequired: true, methods: ['passkey', 'recovery-code'] });
    await browser.get('/api/admin/users-overview').expect(401);
    const options = await authenticationOptions(browser);
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: authenticator.id })]);
    await authenticate(browser, authenticator.authenticate(options)).expect(200);
    await browser.get('/api/admin/users-overview').expect(200);

    // Another account's passkey cannot complete this account's sign-in.
    const other = await signUpAgent(app);
    const othersKey = newAuthenticator();
    await register(other.agent, othersKey);
    const intruder = request.agent(app.server);
    await intruder
      .post('/api/auth/signin')
      .set(csrfHeaders)
      .send({ email: user.email, password: user.password });
    await authenticate(intruder, othersKey.authenticate(await authenticationOptions(intruder))).expect(400);
    await intruder.get('/api/auth/user').expect(401);

    // Step-up with the passkey, then the new factor is listed; removing it needs the fresh check.
    app.clock.set(new Date(Date.now() + 11 * 60_000));
    const passkeyId = (await browser.get('/api/auth/security').expect(200)).body.passkeys[0].id;
    expect(
      (await browser.delete(`/api/auth/passkeys/${passkeyId}`).set(csrfHeaders).expect(403)).body.code,
    ).toBe('step_up_required');
    await authenticate(browser, authenticator.authenticate(await authenticationOptions(browser))).expect(200);
    const events = (await app.runtime.eventStore.readStream(memberStream(user.id))).filter(
      (event) => /^Member.*Factor/.test(event.type) || event.type === 'MemberSteppedUp',
    );
    expect(events.map((event) => [event.type, (event.data as { purpose?: string }).purpose ?? null])).toEqual(
      [
        ['MemberFactorAdded', null],
        ['MemberFactorUsed', 'second-factor'],
        ['MemberSteppedUp', null],
      ],
    );
    await browser.delete(`/api/auth/passkeys/${passkeyId}`).set(csrfHeaders).expect(204);
    expect((await browser.get('/api/auth/user').expect(200)).body.secondFactors).toEqual([]);
    app.clock.reset();
  });

  it('an account with an authenticator app adds a passkey only after a fresh check, keeping its recovery codes', async () => {
    const { agent } = await signUpAgent(app);
    const { code } = await enrolAuthenticator(app, agent);
    app.clock.set(new Date(Date.now() + 11 * 60_000));
    const refused = await agent.post('/api/auth/passkeys/registration/options').set(csrfHeaders).expect(403);
    expect(refused.body.code).toBe('step_up_required');
    await agent
      .post('/api/auth/second-factor')
      .set(csrfHeaders)
      .send({ code: await code() })
      .expect(200);
    const registered = await register(agent, newAuthenticator());
    expect(registered.body.recoveryCodes).toBeNull();
    expect((await agent.get('/api/auth/user').expect(200)).body.secondFactors).toEqual(['passkey', 'totp']);
    app.clock.reset();
  });
});
