import { grantMembership } from '../../../../test/support/grant-membership.js';
import { signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { UserEntity } from '../user.entity.js';
import { SessionStore } from './session.js';
import type { SessionUserLookup } from './session-with-user-store.js';

/** The session row's id: the signed cookie `s:<sid>.<signature>`. */
const sessionIdOf = (cookie: string) =>
  decodeURIComponent(cookie.split(';')[0].split('=')[1]).slice(2).split('.')[0];

describe('the session store reads the user with the session', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  /** What express-session gets from the store for this agent's session, and what it hands the request. */
  async function loadSession(cookie: string) {
    const store = app.app.get(SessionStore).store;
    const stored = await new Promise<Record<string, unknown> | null | undefined>((resolve, reject) =>
      store.get(sessionIdOf(cookie), (error, session) =>
        error ? reject(error) : resolve(session as unknown as Record<string, unknown>),
      ),
    );
    if (!stored) return { stored, session: undefined, lookup: undefined };
    const request = { sessionID: sessionIdOf(cookie), sessionStore: store } as unknown as Parameters<
      typeof store.createSession
    >[0];
    const session = store.createSession(request, stored as never);
    return {
      stored,
      session,
      lookup: (request as { sessionUserLookup?: SessionUserLookup }).sessionUserLookup,
    };
  }

  async function signedInCookie(agent: Awaited<ReturnType<typeof signUpAgent>>['agent']) {
    const response = await agent.get('/api/auth/user').expect(200);
    return response.request.cookies as unknown as string;
  }

  it('hydrates the same user TypeORM loads, every column, and no password hash', async () => {
    const { agent, user } = await signUpAgent(app, { firstName: 'Asha', lastName: 'Rao' });
    await app.db.pool.query(
      `UPDATE users SET phone_number = '+1 555 0100', goal_practices_to_learn = ARRAY['shambhavi','yogasanas'],
         shambhavi_learned = true, shambhavi_year = 2019, shambhavi_last_practice = '2026-11-01T11:30:00Z',
         email_verified_at = now()
       WHERE id = $1`,
      [user.id],
    );
    const cookie = await signedInCookie(agent);
    const { stored, lookup } = await loadSession(cookie);
    const expected = await app.db.dataSource.getRepository(UserEntity).findOneByOrFail({ id: user.id });

    expect(stored).toMatchObject({ userId: user.id });
    expect(lookup).toBeInstanceOf(UserEntity);
    expect(lookup).toEqual(expected);
    expect(lookup?.shambhaviLastPractice).toEqual(new Date('2026-11-01T11:30:00Z'));
    expect(lookup).not.toHaveProperty('passwordHash');
  });

  it('the current-user object adds the membership, read through its port', async () => {
    const { agent, user } = await signUpAgent(app);
    expect((await agent.get('/api/auth/user').expect(200)).body.membershipActive).toBe(false);
    await grantMembership(app, user.id, { start: '2026-11-01T00:00:00Z', end: '2026-12-01T00:00:00Z' });
    const me = (await agent.get('/api/auth/user').expect(200)).body;
    expect(me).toMatchObject({
      membershipActive: true,
      membershipStartDate: '2026-11-01T00:00:00.000Z',
    });
  });

  it('a call still in flight when its member signs out does not sign them in again by saving', async () => {
    const { agent } = await signUpAgent(app);
    const cookie = await signedInCookie(agent);
    const storedSession = async () =>
      (await app.db.pool.query('SELECT sess FROM sessions WHERE sid = $1', [sessionIdOf(cookie)])).rows[0]
        ?.sess;
    const save = (session: { save(done: (error?: unknown) => void): void }) =>
      new Promise<void>((resolve, reject) => session.save((error) => (error ? reject(error) : resolve())));

    // A call loads the session and changes it (the day's first call records the active date) …
    const inFlight = (await loadSession(cookie)).session as NonNullable<
      Awaited<ReturnType<typeof loadSession>>['session']
    > & { activeDate?: string };
    inFlight.activeDate = '2026-11-24';
    await save(inFlight);
    expect(await storedSession()).toMatchObject({ activeDate: '2026-11-24' });

    // … another loads it, the member signs out, and then that call ends and express-session saves.
    const late = (await loadSession(cookie)).session as typeof inFlight;
    late.activeDate = '2026-11-25';
    await agent.get('/api/logout').expect(302);
    await save(late);
    expect(await storedSession()).toBeUndefined();
    await agent.get('/api/auth/user').expect(401);
  });

  it('answers a deleted account as no user, and an unknown or expired session as none', async () => {
    const { agent, user } = await signUpAgent(app);
    const cookie = await signedInCookie(agent);
    await app.db.pool.query('DELETE FROM users WHERE id = $1', [user.id]);
    expect((await loadSession(cookie)).lookup).toBeNull();

    await app.db.pool.query("UPDATE sessions SET expire = now() - interval '1 minute' WHERE sid = $1", [
      sessionIdOf(cookie),
    ]);
    expect((await loadSession(cookie)).stored).toBeNull();
    expect((await loadSession('sadhana.sid=s%3Anot-a-session.sig')).stored).toBeNull();
  });
});
