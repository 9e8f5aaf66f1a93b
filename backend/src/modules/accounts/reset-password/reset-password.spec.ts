import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import request from 'supertest';
import { lastMailTo, readOutbox } from '../../../../test/support/outbox.js';
import { csrfHeaders, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { BackgroundWork } from '../../../platform/concurrency/background-work.js';
import { hashToken } from '../sessions/one-time-tokens.js';

describe('forgot and reset password', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ publicUrl: 'http://sadhana.example' });
  });

  afterAll(async () => {
    await app.close();
  });

  const forgot = (email: string, host?: string) => {
    const call = request(app.server).post('/api/auth/forgot-password').set(csrfHeaders);
    if (host) call.set('Host', host).set('X-Forwarded-Host', host);
    return call.send({ email });
  };
  const reset = (token: string, password: string) =>
    request(app.server).post('/api/auth/reset-password').set(csrfHeaders).send({ token, password });
  const signIn = (email: string, password: string) =>
    request(app.server).post('/api/auth/signin').set(csrfHeaders).send({ email, password });
  /** The outbox as it is, without waiting for work under way (readOutbox would wait for it). */
  const readOutboxCountNow = async () =>
    (await readdir(path.join(app.runtime.config.dataDir, 'outbox')).catch(() => [])).length;
  const tokenOf = (link: string | undefined) => new URL(link as string).searchParams.get('token') as string;

  it('answers known and unknown emails identically, and mails only the known one', async () => {
    const { user } = await signUpAgent(app);
    const before = (await readOutbox(app)).length;
    const known = await forgot(user.email).expect(200);
    const unknown = await forgot('no-such-person@example.com').expect(200);
    expect(known.body).toEqual({
      message: 'If an account with that email exists, a password reset link has been sent.',
    });
    expect(unknown.body).toEqual(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    const mails = (await readOutbox(app)).slice(before);
    expect(mails.map((m) => m.to)).toEqual([user.email]);
    expect(mails[0].subject).toBe('Reset your Sadhana password');
  });

  it('takes a similar time for known and unknown emails', async () => {
    const { user } = await signUpAgent(app);
    const time = async (email: string) => {
      const start = performance.now();
      await forgot(email).expect(200);
      return performance.now() - start;
    };
    await time(user.email);
    await time('warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 8; i++) {
      known.push(await time(user.email));
      await readOutbox(app); // the work after one answer must not slow the next one measured
      unknown.push(await time(`nobody-${i}@example.com`));
      await readOutbox(app);
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // Both answers take the same path; the account's work comes after the answer.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(25);
  });

  it("answers before the account's work: with the token table locked, a known email is answered and mailed after", async () => {
    const { user } = await signUpAgent(app);
    const before = (await readOutbox(app)).length;
    const locker = await app.db.pool.connect();
    let answer: unknown;
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE account_tokens IN EXCLUSIVE MODE');
      // Not a speed bound: without the lock released, an answer that waited for the work never comes.
      answer = await Promise.race([
        forgot(user.email).then((response) => response.status),
        new Promise((resolve) => setTimeout(() => resolve('no answer while the work waits'), 10_000)),
      ]);
      expect(await readOutboxCountNow()).toBe(before);
    } finally {
      await locker.query('COMMIT');
      locker.release();
    }
    expect(answer).toBe(200);
    expect((await lastMailTo(app, user.email))?.subject).toBe('Reset your Sadhana password');
  });

  it('logs a failure of the work after the answer instead of losing it', async () => {
    const { user } = await signUpAgent(app);
    const spy = jest.spyOn(Logger.prototype, 'error');
    let logged: unknown[] = [];
    await app.db.pool.query('ALTER TABLE account_tokens RENAME TO account_tokens_away');
    try {
      await forgot(user.email).expect(200);
      await app.app.get(BackgroundWork).idle();
      logged = spy.mock.calls.map(([entry]) => entry);
    } finally {
      await app.db.pool.query('ALTER TABLE account_tokens_away RENAME TO account_tokens');
      spy.mockRestore();
    }
    expect(logged).toContainEqual(
      expect.objectContaining({
        message: 'background work failed',
        work: 'forgot-password',
        error: expect.stringMatching(/account_tokens/),
      }),
    );
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const { user } = await signUpAgent(app);
    await forgot(user.email, 'evil.example').expect(200);
    const mail = await lastMailTo(app, user.email);
    expect(mail?.raw).not.toContain('evil.example');
    expect(mail?.link).toMatch(/^http:\/\/sadhana\.example\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  });

  it('resets the password with a 256-bit, hashed, single-use token and ends every session', async () => {
    const { agent, user } = await signUpAgent(app, { password: 'old-password' });
    const other = request.agent(app.server);
    await other
      .post('/api/auth/signin')
      .set(csrfHeaders)
      .send({ email: user.email, password: 'old-password' });
    await other.get('/api/auth/user').expect(200);

    await forgot(user.email).expect(200);
    const token = tokenOf((await lastMailTo(app, user.email))?.link);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await app.db.pool.query(
      "SELECT token_hash, expires_at FROM account_tokens WHERE user_id = $1 AND purpose = 'password-reset'",
      [user.id],
    );
    expect(stored.rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(stored.rows)).not.toContain(token);
    const expiresIn = stored.rows[0].expires_at.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);

    const response = await reset(token, 'brand-new-password').expect(200);
    expect(response.body.message).toMatch(/has been reset/);
    await agent.get('/api/auth/user').expect(401);
    await other.get('/api/auth/user').expect(401);
    await signIn(user.email, 'old-password').expect(401);
    await signIn(user.email, 'brand-new-password').expect(200);

    const reused = await reset(token, 'another-password').expect(400);
    expect(reused.body.message).toMatch(/invalid or has expired/);
    await signIn(user.email, 'another-password').expect(401);
  });

  it('refuses an expired token, an unknown token and a verification token', async () => {
    const { user } = await signUpAgent(app, { password: 'keep-this-one' });
    await forgot(user.email).expect(200);
    const token = tokenOf((await lastMailTo(app, user.email))?.link);
    await app.db.pool.query(
      "UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [hashToken(token)],
    );
    await reset(token, 'new-password-1').expect(400);
    await reset('A'.repeat(43), 'new-password-1').expect(400);
    const verification = (await readOutbox(app)).find(
      (m) => m.to.includes(user.email) && m.subject.includes('Confirm'),
    );
    await reset(tokenOf(verification?.link), 'new-password-1').expect(400);
    await signIn(user.email, 'keep-this-one').expect(200);
  });

  it('refuses a new password shorter than 8 characters and keeps the token usable', async () => {
    const { user } = await signUpAgent(app);
    await forgot(user.email).expect(200);
    const token = tokenOf((await lastMailTo(app, user.email))?.link);
    const short = await reset(token, 'short').expect(400);
    expect(short.body).toEqual({ message: 'Password must be at least 8 characters long.' });
    await reset(token, 'long-enough').expect(200);
  });

  it('sends no reset mail to a soft-deleted account', async () => {
    const { user } = await signUpAgent(app);
    await app.db.pool.query('UPDATE users SET deleted_at = now() WHERE id = $1', [user.id]);
    const before = (await readOutbox(app)).length;
    await forgot(user.email).expect(200);
    expect((await readOutbox(app)).length).toBe(before);
  });
});
