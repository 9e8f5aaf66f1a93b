import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { cookiePair, sessionCookieOf } from '../../../../test/support/cookies.js';
import { lastMailTo } from '../../../../test/support/outbox.js';
import { enrolAuthenticator, totpCodeAt } from '../../../../test/support/second-factor.js';
import { csrfHeaders, makeAdmin, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { memberStream } from '../../../platform/domain/member-stream.js';

// The middle of a 30-second step, so one step either side is exactly ±30 s.
const T = new Date('2026-11-24T15:00:15Z');
const at = (offsetMs: number) => new Date(T.getTime() + offsetMs);

describe('second factor: an authenticator app (TOTP) and recovery codes', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ authRateLimit: { limit: 10_000, windowMs: 60_000 } });
  });

  beforeEach(() => {
    app.clock.set(T, { frozen: true });
  });

  afterAll(async () => {
    await app.close();
  });

  const eventsOf = async (userId: string) =>
    (await app.runtime.eventStore.readStream(memberStream(userId)))
      .filter((event) => event.type !== 'MemberActive')
      .map((event) => ({ type: event.type, data: event.data as Record<string, unknown> }));

  /** A new agent that signs in with the password: half signed in when the account has a factor. */
  const signInWithPassword = async (email: string, password: string) => {
    const agent = request.agent(app.server);
    const response = await agent
      .post('/api/auth/signin')
      .set(csrfHeaders)
      .send({ email, password })
      .expect(200);
    return { agent, response };
  };
  const secondFactor = (agent: TestAgent, code: string) =>
    agent.post('/api/auth/second-factor').set(csrfHeaders).send({ code });

  it('blocks every admin call with second_factor_required until the admin enrols; the code then opens them', async () => {
    const admin = await signUpAgent(app);
    await makeAdmin(app, admin.user.email);
    const refused = await admin.agent.get('/api/admin/users-overview').expect(403);
    expect(refused.body).toEqual({ message: expect.any(String), code: 'second_factor_required' });
    await admin.agent.delete(`/api/admin/users/${admin.user.id}`).set(csrfHeaders).expect(403);

    const setup = await admin.agent.post('/api/auth/totp/setup').set(csrfHeaders).expect(200);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Sadhana:.+\?.*secret=/);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    const wrong = await admin.agent.post('/api/auth/totp/confirm').set(csrfHeaders).send({ code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/not right/);
    await admin.agent.get('/api/admin/users-overview').expect(403);

    const confirmed = await admin.agent
      .post('/api/auth/totp/confirm')
      .set(csrfHeaders)
      .send({ code: await totpCodeAt(setup.body.secret, T) })
      .expect(200);
    const codes: string[] = confirmed.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    await admin.agent.get('/api/admin/users-overview').expect(200);
    expect((await admin.agent.get('/api/auth/user').expect(200)).body.secondFactors).toEqual(['totp']);
    // Hashes only: no stored value is a code.
    const stored = await app.db.pool.query('SELECT code_hash FROM recovery_codes WHERE user_id = $1', [
      admin.user.id,
    ]);
    expect(stored.rows).toHaveLength(10);
    for (const { code_hash } of stored.rows) expect(codes.join(' ')).not.toContain(code_hash);
    expect((await eventsOf(admin.user.id)).map((event) => event.type)).toEqual([
      'MemberSignedUp',
      'MemberFactorAdded',
      'MemberRecoveryCodesIssued',
    ]);
    // A second app cannot be set up over the first.
    await admin.agent.post('/api/auth/totp/setup').set(csrfHeaders).expect(409);
  });

  it('a password sign-in is half signed in until the code; a code works once, one step of skew either side', async () => {
    const { agent, user } = await signUpAgent(app);
    const { secret } = await enrolAuthenticator(app, agent);
    const first = await signInWithPassword(user.email, user.password);
    expect(first.response.body).toEqual({ secondFactorRequired: true, methods: ['totp', 'recovery-code'] });
    // Half signed in: nothing but the second-factor calls.
    await first.agent.get('/api/auth/user').expect(401);
    await first.agent.get('/api/user-schedule').expect(401);
    expect((await first.agent.get('/api/auth/second-factor').expect(200)).body).toEqual({
      methods: ['totp', 'recovery-code'],
    });
    // The code confirming the app was for this step: it is used up.
    const reused = await secondFactor(first.agent, await totpCodeAt(secret, T)).expect(400);
    expect(reused.body.message).toMatch(/already used/);
    // Two steps ahead is outside the skew allowed.
    await secondFactor(first.agent, await totpCodeAt(secret, at(60_000))).expect(400);
    // The phone one step ahead of the server: accepted, and the sign-in completes on a new session id.
    const halfCookie = sessionCookieOf(first.response);
    const done = await secondFactor(first.agent, await totpCodeAt(secret, at(30_000))).expect(200);
    expect(done.body).toMatchObject({ id: user.id, secondFactors: ['totp'] });
    expect(sessionCookieOf(done)).toBeDefined();
    expect(cookiePair(sessionCookieOf(done) as string)).not.toBe(cookiePair(halfCookie as string));
    await first.agent.get('/api/auth/user').expect(200);

    // An older step than one accepted is refused too, even within the skew.
    const second = await signInWithPassword(user.email, user.password);
    await secondFactor(second.agent, await totpCodeAt(secret, T)).expect(400);
    // Later the phone lags one step behind the server: accepted.
    app.clock.set(at(120_000), { frozen: true });
    await secondFactor(second.agent, await totpCodeAt(secret, at(90_000))).expect(200);
    const used = (await eventsOf(user.id)).filter((event) => event.type === 'MemberFactorUsed');
    expect(used.map((event) => event.data.purpose)).toEqual(['second-factor', 'second-factor']);
    expect(used.map((event) => event.data.totpStep)).toEqual([
      Math.floor(T.getTime() / 30_000) + 1,
      Math.floor(T.getTime() / 30_000) + 3,
    ]);
  });

  it('recovery codes each work once, typed in any case and with or without the dash', async () => {
    const { agent, user } = await signUpAgent(app);
    const { recoveryCodes } = await enrolAuthenticator(app, agent);
    const one = await signInWithPassword(user.email, user.password);
    await secondFactor(one.agent, recoveryCodes[0]).expect(200);
    const two = await signInWithPassword(user.email, user.password);
    expect((await secondFactor(two.agent, recoveryCodes[0]).expect(400)).body.message).toMatch(/not right/);
    await secondFactor(two.agent, recoveryCodes[1].replace('-', '').toLowerCase()).expect(200);
    expect((await two.agent.get('/api/auth/security').expect(200)).body).toEqual({
      passkeys: [],
      totpEnabled: true,
      recoveryCodesLeft: 8,
    });
    const used = (await eventsOf(user.id)).filter((event) => event.type === 'MemberRecoveryCodeUsed');
    expect(used.map((event) => event.data)).toEqual([
      expect.objectContaining({ purpose: 'second-factor', remaining: 9 }),
      expect.objectContaining({ purpose: 'second-factor', remaining: 8 }),
    ]);
    // New codes void the old ones.
    const renewed = await two.agent.post('/api/auth/recovery-codes').set(csrfHeaders).expect(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const three = await signInWithPassword(user.email, user.password);
    await secondFactor(three.agent, recoveryCodes[2]).expect(400);
    await secondFactor(three.agent, renewed.body.recoveryCodes[0]).expect(200);
  });

  it('a password reset does not skip the second factor, and a half sign-in lapses after 10 minutes', async () => {
    const { agent, user } = await signUpAgent(app);
    await enrolAuthenticator(app, agent);
    await request(app.server).post('/api/auth/forgot-password').set(csrfHeaders).send({ email: user.email });
    const link = new URL((await lastMailTo(app, user.email))?.link as string);
    await request(app.server)
      .post('/api/auth/reset-password')
      .set(csrfHeaders)
      .send({ token: link.searchParams.get('token'), password: 'a-brand-new-password' })
      .expect(200);
    const { agent: fresh, response } = await signInWithPassword(user.email, 'a-brand-new-password');
    expect(response.body.secondFactorRequired).toBe(true);
    await fresh.get('/api/auth/user').expect(401);
    app.clock.set(at(10 * 60_000 + 1000), { frozen: true });
    const lapsed = await fresh.get('/api/auth/second-factor').expect(401);
    expect(lapsed.body.message).toMatch(/expired/);
  });

  it("step-up: an admin's delete, restore and registration removal need a check in the last 10 minutes", async () => {
    const admin = await signUpAgent(app);
    await makeAdmin(app, admin.user.email);
    const { code } = await enrolAuthenticator(app, admin.agent);
    const member = await signUpAgent(app);
    app.clock.set(at(11 * 60_000), { frozen: true });
    const eventCount = async () => (await eventsOf(member.user.id)).length;
    const before = await eventCount();
    const refused = await admin.agent
      .delete(`/api/admin/users/${member.user.id}`)
      .set(csrfHeaders)
      .expect(403);
    expect(refused.body).toEqual({ message: expect.any(String), code: 'step_up_required' });
    await admin.agent
      .delete('/api/admin/session-registration')
      .set(csrfHeaders)
      .send({ userId: member.user.id, dayOfWeek: 1 })
      .expect(403);
    await admin.agent.post(`/api/admin/users/${member.user.id}/restore`).set(csrfHeaders).expect(403);
    expect(await eventCount()).toBe(before);
    // Reads need no step-up.
    await admin.agent.get('/api/admin/users-overview').expect(200);

    await secondFactor(admin.agent, await code()).expect(200);
    await admin.agent.delete(`/api/admin/users/${member.user.id}`).set(csrfHeaders).expect(200);
    await admin.agent.post(`/api/admin/users/${member.user.id}/restore`).set(csrfHeaders).expect(200);
    const steppedUp = (await eventsOf(admin.user.id)).filter((event) => event.type === 'MemberSteppedUp');
    expect(steppedUp).toHaveLength(1);
    expect(steppedUp[0].data).toMatchObject({ factor: 'totp' });
  });

  it('a member may turn the app on and off; off needs a fresh check, and the factor and codes go', async () => {
    const { agent, user } = await signUpAgent(app);
    const { code } = await enrolAuthenticator(app, agent);
    app.clock.set(at(11 * 60_000), { frozen: true });
    expect((await agent.delete('/api/auth/totp').set(csrfHeaders).expect(403)).body.code).toBe(
      'step_up_required',
    );
    await secondFactor(agent, await code()).expect(200);
    await agent.delete('/api/auth/totp').set(csrfHeaders).expect(204);
    expect((await agent.get('/api/auth/user').expect(200)).body.secondFactors).toEqual([]);
    expect((await agent.get('/api/auth/security').expect(200)).body).toMatchObject({
      totpEnabled: false,
      recoveryCodesLeft: 0,
    });
    const { response } = await signInWithPassword(user.email, user.password);
    expect(response.body).toMatchObject({ id: user.id });
    expect((await eventsOf(user.id)).map((event) => event.type)).toContain('MemberFactorRemoved');
  });

  it('bad input: 401 without a sign-in to complete, 400 with a message for a malformed code', async () => {
    const signedOut = await request(app.server)
      .post('/api/auth/second-factor')
      .set(csrfHeaders)
      .send({ code: '123456' });
    expect([signedOut.status, signedOut.body.message]).toEqual([401, expect.stringMatching(/expired/)]);
    await request(app.server).get('/api/auth/second-factor').expect(401);
    await request(app.server).post('/api/auth/totp/setup').set(csrfHeaders).expect(401);
    const { agent } = await signUpAgent(app);
    for (const body of [
      {},
      { code: 123456 },
      { code: '' },
      { code: 'x'.repeat(41) },
      { code: '1', extra: 1 },
    ]) {
      const response = await agent.post('/api/auth/second-factor').set(csrfHeaders).send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
    // An account without an app: any code is wrong, never a 500.
    await secondFactor(agent, '123456').expect(400);
    await agent.post('/api/auth/totp/confirm').set(csrfHeaders).send({ code: '123456' }).expect(400);
    await agent.delete('/api/auth/totp').set(csrfHeaders).expect(404);
  });
});

describe("second factor: wrong codes are limited per session, so nobody can lock the owner's factor", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ authRateLimit: { limit: 3, windowMs: 60_000 }, trustProxy: 1 });
  });

  afterAll(async () => {
    await app.close();
  });

  /** A half sign-in from `ip` with the account's (known) password. */
  const halfSignIn = async (email: string, password: string, ip: string) => {
    const agent = request.agent(app.server);
    await agent
      .post('/api/auth/signin')
      .set(csrfHeaders)
      .set('X-Forwarded-For', ip)
      .send({ email, password })
      .expect(200);
    return agent;
  };
  const code = (agent: TestAgent, value: string, ip: string) =>
    agent.post('/api/auth/second-factor').set(csrfHeaders).set('X-Forwarded-For', ip).send({ code: value });

  it("ends a half sign-in after 5 wrong codes; the owner's session, recovery code and a sign-in from elsewhere still work", async () => {
    const owner = await signUpAgent(app);
    const { code: ownersCode, recoveryCodes } = await enrolAuthenticator(app, owner.agent);
    // Someone who knows the password, from elsewhere, sends ten wrong codes in two half sign-ins.
    for (let round = 0; round < 2; round++) {
      const intruder = await halfSignIn(owner.user.email, owner.user.password, '198.51.100.7');
      for (let i = 0; i < 4; i++) {
        const wrong = await code(intruder, '000000', '198.51.100.7').expect(400);
        expect(wrong.body.message).toMatch(/not right/);
      }
      const last = await code(intruder, '000000', '198.51.100.7').expect(429);
      expect(last.body).toEqual({ message: 'Too many wrong codes. Please sign in again.' });
      // The half sign-in is over: even the right code has nothing left to complete.
      await code(intruder, await ownersCode(1), '198.51.100.7').expect(401);
    }
    // The owner's own signed-in session steps up with the app's code.
    await code(owner.agent, await ownersCode(1), '192.0.2.10').expect(200);
    // A fresh sign-in of the owner from their address takes a recovery code.
    const fresh = await halfSignIn(owner.user.email, owner.user.password, '192.0.2.10');
    const signedIn = await code(fresh, recoveryCodes[0], '192.0.2.10').expect(200);
    expect(signedIn.body.id).toBe(owner.user.id);
  });

  it('holds the burnt half sign-ins against the intruding address alone, as failed sign-ins', async () => {
    const owner = await signUpAgent(app);
    const { code: ownersCode } = await enrolAuthenticator(app, owner.agent);
    const intruderIp = '198.51.100.8';
    const intruder = await halfSignIn(owner.user.email, owner.user.password, intruderIp);
    for (let i = 0; i < 5; i++) await code(intruder, '000000', intruderIp);
    // Three failed sign-ins of the account from that address: the limit, then its password is refused there.
    for (let i = 0; i < 2; i++) {
      const again = await halfSignIn(owner.user.email, owner.user.password, intruderIp);
      for (let j = 0; j < 5; j++) await code(again, '000000', intruderIp);
    }
    await request(app.server)
      .post('/api/auth/signin')
      .set(csrfHeaders)
      .set('X-Forwarded-For', intruderIp)
      .send({ email: owner.user.email, password: owner.user.password })
      .expect(429);
    // The owner, from their own address, signs in with the password and the app's code.
    const fresh = await halfSignIn(owner.user.email, owner.user.password, '192.0.2.11');
    await code(fresh, await ownersCode(1), '192.0.2.11').expect(200);
  });

  it("refuses a signed-in session's sixth wrong step-up code with 429, that session alone", async () => {
    const owner = await signUpAgent(app);
    const { code: ownersCode } = await enrolAuthenticator(app, owner.agent);
    for (let i = 0; i < 5; i++) await code(owner.agent, '000000', '192.0.2.12').expect(400);
    const refused = await code(owner.agent, await ownersCode(1), '192.0.2.12').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Still signed in; another session of the owner steps up.
    await owner.agent.get('/api/auth/user').expect(200);
    const other = await halfSignIn(owner.user.email, owner.user.password, '192.0.2.12');
    await code(other, await ownersCode(1), '192.0.2.12').expect(200);
  });
});
