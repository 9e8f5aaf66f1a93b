import { randomUUID } from 'node:crypto';
import { getMetadataStorage } from 'class-validator';
import request from 'supertest';
import { type AdminWithFactor, adminWithFactor } from '../../../test/support/second-factor.js';
import { csrfHeaders, registerFor, type SignedUpAgent, signUpAgent } from '../../../test/support/sign-up.js';
import { SoftwareAuthenticator } from '../../../test/support/software-authenticator.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { allEvents } from '../../../test/support/test-event-store.js';
import { memberStream } from '../domain/member-stream.js';

/** The spellings of one id a client may send besides the canonical one: all map to it. */
const spellings = (id: string) => [id.toUpperCase(), `{${id}}`, `{${id.toUpperCase()}}`];

/** Every route with an id in its path, as the tests below send them other spellings. */
const ID_ROUTES = [
  'DELETE /api/admin/users/:userId',
  'DELETE /api/auth/passkeys/:passkeyId',
  'GET /api/admin/user/:userId',
  'GET /api/admin/user/:userId/audit-trail',
  'GET /api/admin/user/:userId/summary',
  'GET /api/admin/workshops/:programId/roster',
  'GET /api/admin/workshops/:programId/roster.csv',
  'GET /api/workshops/:programId',
  'POST /api/admin/jobs/:id/retry',
  'POST /api/admin/user/:userId/complimentary-membership',
  'POST /api/admin/user/:userId/complimentary-membership/:grantId/end',
  'POST /api/admin/user/:userId/fees/record-payment',
  'POST /api/admin/user/:userId/fees/take-payment',
  'POST /api/admin/user/:userId/fees/waive',
  'POST /api/admin/user/:userId/membership/pause',
  'POST /api/admin/user/:userId/membership/resume',
  'POST /api/admin/users/:userId/restore',
  'POST /api/admin/workshops/:programId/bookings/:bookingId/cancel',
  'POST /api/admin/workshops/:programId/cancel',
  'POST /api/admin/workshops/:programId/places',
  'POST /api/admin/workshops/:programId/publish',
  'POST /api/my-programs/:bookingId/cancel',
  'POST /api/workshops/:programId/book',
  'PUT /api/admin/workshops/:programId',
];

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

function routesWithIds(app: TestApp): string[] {
  const express = app.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } };
  return express.router.stack
    .flatMap(({ route }) =>
      route && /:\w*id\b/i.test(route.path)
        ? Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${route.path}`)
        : [],
    )
    .sort();
}

/**
 * Ids are parsed once at the edge into the canonical lower-case UUID: an upper-case or braced id
 * reaches the same member, stream and rules as the canonical one (an upper-case id once wrote a
 * `member-<ID>` stream of its own, where the member's rules did not apply, and froze the stats).
 */
describe('ids canonical at the edge', () => {
  let app: TestApp;
  let admin: AdminWithFactor;
  let member: SignedUpAgent;

  beforeAll(async () => {
    app = await createTestApp();
    app.clock.set(new Date('2026-11-20T12:00:00Z'));
    admin = await adminWithFactor(app);
    member = await signUpAgent(app, { firstName: 'Upper', lastName: 'Case' });
    await registerFor(member, ['2026-11-23', '2026-11-24']);
    app.clock.set(new Date('2026-11-24T15:00:00Z'));
    await admin.stepUp();
  });

  afterAll(async () => {
    await app.close();
  });

  const id = () => member.user.id;
  const post = (path: string, body?: object) => admin.agent.post(path).set(csrfHeaders).send(body);
  const memberEvents = async () =>
    (await app.runtime.eventStore.readStream(memberStream(id()))).map((event) => event.type);

  it('knows every route with an id in its path', () => {
    expect(routesWithIds(app)).toEqual(ID_ROUTES);
  });

  it('has no DTO field checked as a UUID but left in the spelling it came in', () => {
    const checks = (
      getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, { name?: string }[]> }
    ).validationMetadatas;
    const names = [...checks.values()].flat().map((check) => check.name);
    expect(names).not.toContain('isUuid');
    expect(names).toContain('isCanonicalId');
  });

  it('refuses what is not an id with a 400, before any lookup', async () => {
    for (const bad of [`{${randomUUID()}`, `${randomUUID()}}`, 'not-an-id', `${randomUUID()}0`]) {
      const response = await admin.agent.get(`/api/admin/user/${encodeURIComponent(bad)}`);
      expect({ bad, status: response.status, body: response.body }).toEqual({
        bad,
        status: 400,
        body: { message: 'userId must be a user id (a UUID)' },
      });
    }
    const body = await admin.agent
      .patch('/api/admin/attendance-status')
      .set(csrfHeaders)
      .send({ userId: `{${id()}`, date: '2026-11-24', status: null });
    expect(body.status).toBe(400);
  });

  it('reads the same member, whatever the spelling, in paths and queries', async () => {
    const reads = [
      (userId: string) => `/api/admin/user/${userId}`,
      (userId: string) => `/api/admin/user/${userId}/summary`,
      (userId: string) => `/api/admin/user/${userId}/audit-trail?page=1`,
      (userId: string) => `/api/admin/attendance-history?page=1&from=2026-11-01&userId=${userId}`,
      (userId: string) => `/api/admin/attendance-history.csv?from=2026-11-01&userId=${userId}`,
    ];
    await app.caughtUp();
    for (const read of reads) {
      const canonical = await admin.agent.get(read(id())).expect(200);
      for (const spelling of spellings(id())) {
        const answer = await admin.agent.get(read(encodeURIComponent(spelling)));
        expect({ path: read(spelling), status: answer.status }).toEqual({
          path: read(spelling),
          status: 200,
        });
        expect(answer.text).toEqual(canonical.text);
      }
    }
  });

  it("writes a status on the member's own name: the other spellings find it already set", async () => {
    const set = (userId: string) =>
      admin.agent
        .patch('/api/admin/attendance-status')
        .set(csrfHeaders)
        .send({ userId, date: '2026-11-24', status: 'registered_no_show' });
    const first = await set(id().toUpperCase()).expect(200);
    expect(first.body).toEqual({ userId: id(), date: '2026-11-24', status: 'registered_no_show' });
    const session = () => app.runtime.eventStore.readStream('practice-session-2026-11-24');
    const count = (await session()).length;
    for (const spelling of [id(), ...spellings(id())]) await set(spelling).expect(200);
    const events = await session();
    expect(events).toHaveLength(count);
    expect(events.map((event) => (event.data as { userId: string }).userId)).toEqual(events.map(() => id()));
  });

  it("settles, waives and grants on the member's stream, where their rules refuse a second time", async () => {
    const settle = (userId: string) =>
      post(`/api/admin/user/${userId}/fees/record-payment`, {
        sessionDate: '2026-11-23',
        kind: 'drop-in',
        method: 'cash',
      });
    await settle(id().toUpperCase()).expect(200);
    for (const spelling of [id(), ...spellings(id())]) expect((await settle(spelling)).status).toBe(409);
    await post(`/api/admin/user/${encodeURIComponent(`{${id()}}`)}/fees/waive`, {
      sessionDate: '2026-11-24',
      kind: 'no-show',
      reason: 'snow',
    }).expect(200);

    const january = { from: '2027-01-01', until: '2027-01-31', reason: 'Scholarship' };
    const granted = (
      await post(`/api/admin/user/${id().toUpperCase()}/complimentary-membership`, january).expect(200)
    ).body;
    for (const spelling of [id(), ...spellings(id())]) {
      const again = await post(
        `/api/admin/user/${encodeURIComponent(spelling)}/complimentary-membership`,
        january,
      );
      expect(again.status).toBe(409);
    }
    const grantPath = `/api/admin/user/${encodeURIComponent(`{${id().toUpperCase()}}`)}/complimentary-membership`;
    await post(`${grantPath}/${encodeURIComponent(`{${String(granted.grantId).toUpperCase()}}`)}/end`).expect(
      200,
    );

    expect(await memberEvents()).toEqual(
      expect.arrayContaining([
        'FeeSettledByHand',
        'FeeWaived',
        'ComplimentaryMembershipGranted',
        'ComplimentaryMembershipEnded',
      ]),
    );
    // Through the port, so that it holds on KurrentDB too: one stream, and no upper-case id in any event.
    const streams = new Set(
      (await allEvents(app.runtime.eventStore))
        .filter(
          (event) =>
            event.streamId.toLowerCase() === memberStream(id()) ||
            /[A-F]/.test(String((event.data as { userId?: unknown }).userId ?? '')),
        )
        .map((event) => event.streamId),
    );
    expect([...streams]).toEqual([memberStream(id())]);
  });

  it("removes, deletes and restores the member's own registrations and account", async () => {
    await registerFor(member, ['2026-11-27']);
    const removed = await admin.agent
      .delete('/api/admin/session-registration')
      .set(csrfHeaders)
      .send({ userId: `{${id().toUpperCase()}}`, dayOfWeek: 5, date: '2026-11-27' })
      .expect(200);
    expect(removed.body).toMatchObject({ userId: id(), date: '2026-11-27' });
    await admin.agent.delete(`/api/admin/users/${id().toUpperCase()}`).set(csrfHeaders).expect(200);
    await post(`/api/admin/users/${encodeURIComponent(`{${id()}}`)}/restore`).expect(200);
    expect(
      (await memberEvents()).filter((type) => type === 'MemberDeleted' || type === 'MemberRestored'),
    ).toEqual(['MemberDeleted', 'MemberRestored']);
  });

  it('takes any spelling of a job id (a job that is not there: the same 404)', async () => {
    for (const spelling of [randomUUID(), ...spellings(randomUUID())]) {
      const response = await post(`/api/admin/jobs/${encodeURIComponent(spelling)}/retry`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'There is no such failed job.' });
    }
  });

  it("removes the member's own passkey by any spelling of its id", async () => {
    const origin = new URL(app.runtime.config.publicUrl).origin;
    const authenticator = new SoftwareAuthenticator(origin, new URL(origin).hostname);
    const owner = await signUpAgent(app);
    const options = (
      await owner.agent.post('/api/auth/passkeys/registration/options').set(csrfHeaders).expect(200)
    ).body;
    const passkey = (
      await owner.agent
        .post('/api/auth/passkeys/registration')
        .set(csrfHeaders)
        .send({ name: 'Phone', response: authenticator.register(options) })
        .expect(200)
    ).body.passkey;
    await owner.agent
      .delete(`/api/auth/passkeys/${String(passkey.id).toUpperCase()}`)
      .set(csrfHeaders)
      .expect(204);
    expect((await owner.agent.get('/api/auth/security').expect(200)).body.passkeys).toEqual([]);
  });

  it('never lets a stream be named by another spelling', () => {
    expect(() => memberStream(id().toUpperCase())).toThrow('lower-case UUID');
    expect(memberStream(id())).toBe(`member-${id()}`);
  });

  it('answers signed out as before (401), whatever the spelling', async () => {
    await request(app.server).get(`/api/admin/user/${id().toUpperCase()}`).expect(401);
  });
});
