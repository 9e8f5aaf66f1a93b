import { useAdminSessionApp } from '../../../../test/support/admin-session-app.js';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { csrfHeaders, type SignedUpAgent, signUpAgent } from '../../../../test/support/sign-up.js';

// Sunday 2026-11-22, 07:00 in New York: Wednesday 11-25 is open for registration, before its lock.
const NOW = '2026-11-22T12:00:00Z';
const DATE = '2026-11-25';
const WEDNESDAY = 3;

describe("the day roster's places and waitlist (GET /api/admin/roster)", () => {
  const context = useAdminSessionApp(NOW);

  const put = (path: string, body: object) =>
    context.admin.agent.put(path).set(csrfHeaders).send(body).expect(200);
  const join = (who: SignedUpAgent) =>
    who.agent.post('/api/user-schedule').set(csrfHeaders).send({ attendanceDate: DATE, attending: true });
  const leave = (who: SignedUpAgent) =>
    who.agent.post('/api/user-schedule').set(csrfHeaders).send({ attendanceDate: DATE, attending: false });
  const roster = async () => {
    await context.app.caughtUp();
    return (await context.admin.agent.get(`/api/admin/roster?date=${DATE}`).expect(200)).body;
  };
  const waitlistOf = (body: { waitlist: { email: string; waitlistPosition: number }[] }) =>
    body.waitlist.map((w) => [w.email, w.waitlistPosition]);

  it('reads no limit while no capacity is set', async () => {
    expect(await roster()).toMatchObject({
      capacity: null,
      sessionCapacity: null,
      practiceCapacity: null,
      placesTaken: 0,
      waitlist: [],
    });
  });

  it("lists the date's capacity, the places taken and the waitlist in order, apart from the registrations", async () => {
    const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, () => signUpAgent(context.app)));
    await put(`/api/admin/sessions/${DATE}`, { capacity: 2 });
    for (const member of [a, b, c, d]) await join(member).expect(200);

    const full = await roster();
    expect(full).toMatchObject({ capacity: 2, sessionCapacity: 2, practiceCapacity: null, placesTaken: 2 });
    expect(waitlistOf(full)).toEqual([
      [c.user.email, 1],
      [d.user.email, 2],
    ]);
    expect(full.waitlist[0]).toEqual({
      userId: c.user.id,
      firstName: expect.anything(),
      lastName: expect.anything(),
      email: c.user.email,
      waitlistPosition: 1,
    });
    // The registrations and their counts stay those holding a place.
    expect(full.registrations.map((r: { userId: string }) => r.userId).sort()).toEqual(
      [a.user.id, b.user.id].sort(),
    );
    expect(full.totalRegistrations).toBe(2);

    await leave(c).expect(200);
    expect(waitlistOf(await roster())).toEqual([[d.user.email, 1]]);

    // The date follows its practice again; the practice's raise promotes d.
    await put(`/api/admin/sessions/${DATE}`, { capacity: null });
    await put(`/api/admin/practices/${WEDNESDAY}`, { capacity: 5 });
    const raised = await roster();
    expect(raised).toMatchObject({
      capacity: 5,
      sessionCapacity: null,
      practiceCapacity: 5,
      placesTaken: 3,
      waitlist: [],
    });
  });

  it("keeps a date's own capacity over the practice's, and a replay of session_capacity reads the same", async () => {
    await put(`/api/admin/sessions/${DATE}`, { capacity: 4 });
    await put(`/api/admin/sessions/2026-11-26`, { capacity: 9 });
    const live = await roster();
    expect(live).toMatchObject({ capacity: 4, sessionCapacity: 4, practiceCapacity: 5 });
    const stored =
      'SELECT to_char(session_date, $$YYYY-MM-DD$$) AS d, capacity FROM session_capacity ORDER BY 1';
    const before = (await context.app.db.pool.query(stored)).rows;
    expect(before).toEqual([
      { d: DATE, capacity: 4 },
      { d: '2026-11-26', capacity: 9 },
    ]);
    await replayReadModel(context.app, 'session_capacity');
    expect((await context.app.db.pool.query(stored)).rows).toEqual(before);
    expect(await roster()).toEqual(live);
  });
});
