import { useAdminSessionApp } from '../../../test/support/admin-session-app.js';
import { csrfHeaders, registerFor, signUpAgent } from '../../../test/support/sign-up.js';
import { practiceSessionStream } from '../../domain/practice-sessions/practice-session.events.js';

// Sunday 2026-11-22, 07:00 in New York. Tuesday 11-24 starts at 05:00 (10:00Z); its lock 11-23T10:00Z.
const NOW = '2026-11-22T12:00:00Z';

/**
 * The rules of time hold on the server, whatever a client sends: what the screens only offer while it
 * makes sense is refused otherwise (409), and dates outside the app's range are a 400.
 */
describe("the session's rules of time, held on the server", () => {
  const context = useAdminSessionApp(NOW);
  const admin = () => context.admin.agent;
  const streamOf = (date: string) => context.app.runtime.eventStore.readStream(practiceSessionStream(date));
  const setStatus = (userId: string, date: string, status: string | null) =>
    admin().patch('/api/admin/attendance-status').set(csrfHeaders).send({ userId, date, status });

  it('refuses an admin removal once the 24-hour lock has passed (lock + 1 s), keeping the registration', async () => {
    const member = await signUpAgent(context.app);
    await registerFor(member, ['2026-11-24']);
    await context.app.moveClock(new Date('2026-11-23T10:00:01Z'));
    const before = await streamOf('2026-11-24');
    const late = await admin()
      .delete('/api/admin/session-registration')
      .set(csrfHeaders)
      .send({ userId: member.user.id, dayOfWeek: 2, date: '2026-11-24' });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      message:
        'It is too late to remove this registration: changes to the 2026-11-24 session closed 24 hours before it starts.',
    });
    expect(await streamOf('2026-11-24')).toEqual(before);
  });

  it('refuses to mark everyone attended, or anyone attended, no-show or walk-in, before the session begins', async () => {
    const member = await signUpAgent(context.app);
    const stranger = await signUpAgent(context.app);
    await registerFor(member, ['2026-11-25']);
    const before = await streamOf('2026-11-25');
    const early = await admin().post('/api/admin/roster/2026-11-25/mark-attended').set(csrfHeaders);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'The 2026-11-25 session has not begun: attended, no-show and walk-in can be recorded once it has.',
    );
    for (const status of ['registered_attended', 'registered_no_show', 'walk_in_attended'])
      expect((await setStatus(member.user.id, '2026-11-25', status)).status).toBe(409);
    // A month ahead, for someone not registered: a walk-in nobody has seen yet.
    expect((await setStatus(stranger.user.id, '2026-12-22', 'walk_in_attended')).status).toBe(409);
    expect(await streamOf('2026-11-25')).toEqual(before);
    expect(await streamOf('2026-12-22')).toEqual([]);

    // What an admin may know ahead of time stays settable, and clearable.
    await setStatus(stranger.user.id, '2026-12-22', 'registered_rescheduled').expect(200);
    await setStatus(stranger.user.id, '2026-12-22', null).expect(200);

    // Once it has begun, it can be marked.
    await context.app.moveClock(new Date('2026-11-25T10:00:00Z'));
    const marked = await admin()
      .post('/api/admin/roster/2026-11-25/mark-attended')
      .set(csrfHeaders)
      .expect(200);
    expect(marked.body).toEqual({ date: '2026-11-25', marked: 1 });
  });

  it("refuses dates outside the app's range (400), as the screens do", async () => {
    for (const date of ['0000-01-01', '9999-12-31', '1999-12-31', '2029-01-01']) {
      const response = await admin().post(`/api/admin/roster/${date}/mark-attended`).set(csrfHeaders);
      expect({ date, status: response.status }).toEqual({ date, status: 400 });
      expect(response.body.message).toMatch(/^date must be a (real )?date/);
    }
    const removal = await admin()
      .delete('/api/admin/session-registration')
      .set(csrfHeaders)
      .send({ userId: context.admin.user.id, dayOfWeek: 5, date: '9999-12-31' });
    expect(removal.status).toBe(400);
  });

  it('keeps a member whose place the studio cancelled from cancelling and registering again for that date', async () => {
    const member = await signUpAgent(context.app);
    await registerFor(member, ['2026-11-26']);
    await setStatus(member.user.id, '2026-11-26', 'registered_cancelled_by_admin_full_capacity').expect(200);
    const before = await streamOf('2026-11-26');
    for (const attending of [false, true]) {
      const toggle = await member.agent
        .post('/api/user-schedule')
        .set(csrfHeaders)
        .send({ attendanceDate: '2026-11-26', attending });
      expect(toggle.status).toBe(409);
      expect(toggle.body.message).toBe(
        'The studio cancelled your place for the 2026-11-26 session; only the studio can change it.',
      );
    }
    expect(await streamOf('2026-11-26')).toEqual(before);
  });
});
