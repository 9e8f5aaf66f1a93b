import { Client } from 'pg';
import { useAdminSessionApp } from '../../../../test/support/admin-session-app.js';
import { csrfHeaders, type SignedUpAgent, signUpAgent } from '../../../../test/support/sign-up.js';

// Sunday 2026-11-22, 07:00 in New York: Wednesday 11-25 is open, before its lock.
const NOW = '2026-11-22T12:00:00Z';
const DATE = '2026-11-25';

/**
 * The roster is read from one snapshot of the read models its commands write: whatever an
 * asynchronous read model has not applied yet, a promoted member is in the registrations or on the
 * waitlist, never in neither, and a cancelled registration is gone from both.
 */
describe('the day roster, read from one snapshot', () => {
  const context = useAdminSessionApp(NOW);

  const toggle = (who: SignedUpAgent, attending: boolean) =>
    who.agent
      .post('/api/user-schedule')
      .set(csrfHeaders)
      .send({ attendanceDate: DATE, attending })
      .expect(200);

  it('shows a promotion at once, however far the asynchronous read models are behind', async () => {
    const [first, second] = await Promise.all([signUpAgent(context.app), signUpAgent(context.app)]);
    await context.admin.agent
      .put(`/api/admin/sessions/${DATE}`)
      .set(csrfHeaders)
      .send({ capacity: 1 })
      .expect(200);
    await toggle(first, true);
    await toggle(second, true);
    await context.app.caughtUp();

    // The asynchronous roster read model may not apply anything meanwhile: its writes wait on this lock
    // (plain reads do not).
    const blocker = new Client({ connectionString: context.app.db.url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE admin_roster IN EXCLUSIVE MODE');
      await toggle(first, false);
      const roster = (await context.admin.agent.get(`/api/admin/roster?date=${DATE}`).expect(200)).body;
      expect(roster.registrations.map((r: { userId: string }) => r.userId)).toEqual([second.user.id]);
      expect(roster.waitlist).toEqual([]);
      expect(roster).toMatchObject({ placesTaken: 1, totalRegistrations: 1, capacity: 1 });
    } finally {
      await blocker.query('ROLLBACK');
      await blocker.end();
    }
  });

  it('reads a cancelled class and its registrants as the members read them', async () => {
    const member = await signUpAgent(context.app);
    await member.agent
      .post('/api/user-schedule')
      .set(csrfHeaders)
      .send({ attendanceDate: '2026-11-24', attending: true })
      .expect(200);
    await context.admin.agent
      .put('/api/admin/sessions/2026-11-24')
      .set(csrfHeaders)
      .send({ cancelled: true, reason: 'Snow' })
      .expect(200);
    const roster = (await context.admin.agent.get('/api/admin/roster?date=2026-11-24').expect(200)).body;
    expect(roster.cancelReason).toBe('Snow');
    expect(roster.registrations.find((r: { userId: string }) => r.userId === member.user.id)).toMatchObject({
      attendanceStatus: 'registered_cancelled_by_teacher_admin_class_cancelled',
      registered: true,
    });
  });
});
