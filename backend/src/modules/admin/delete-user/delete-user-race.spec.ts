import { type AdminWithFactor, adminWithFactor } from '../../../../test/support/second-factor.js';
import {
  csrfHeaders,
  registerFor,
  type SignedUpAgent,
  signUpAgent,
} from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { allEvents } from '../../../../test/support/test-event-store.js';

// Monday 2026-11-23, 10:00 in New York: Wednesday to Friday's sessions are open and not yet locked.
const NOW = new Date('2026-11-23T15:00:00Z');
const DATES = ['2026-11-25', '2026-11-26', '2026-11-27'];
const MEMBERS = 8;
const TOGGLES = 40;

// A member's registrations racing an admin's soft delete: the delete removes the upcoming ones in its
// transaction, so one committed after it would stay, written for an account that is gone.
describe('a soft delete racing the member’s own registrations', () => {
  let app: TestApp;
  let admin: AdminWithFactor;

  beforeAll(async () => {
    app = await createTestApp({ authRateLimit: { limit: 100_000, windowMs: 60_000 } });
    app.clock.set(NOW);
    admin = await adminWithFactor(app);
    await admin.stepUp();
  });

  afterAll(async () => {
    await app.close();
  });

  const toggle = (member: SignedUpAgent, i: number) =>
    member.agent
      .post('/api/user-schedule')
      .set(csrfHeaders)
      .send({ attendanceDate: DATES[i % DATES.length], attending: i % 2 === 0 });

  it('writes no registration after MemberDeleted and leaves the deleted member registered for nothing', async () => {
    const members = await Promise.all(Array.from({ length: MEMBERS }, () => signUpAgent(app)));
    for (const member of members) await registerFor(member, DATES);

    const answers = await Promise.all(
      members.map(async (member) => {
        const toggles = Array.from({ length: TOGGLES }, (_, i) => toggle(member, i));
        const deleted = admin.agent.delete(`/api/admin/users/${member.user.id}`).set(csrfHeaders);
        const [deletion, ...toggled] = await Promise.all([deleted, ...toggles]);
        return { deletion, toggled };
      }),
    );
    const unexpected = answers.flatMap(({ deletion, toggled }) => [
      ...(deletion.status === 200 ? [] : [{ call: 'delete', status: deletion.status, body: deletion.body }]),
      // Each toggle landed before the delete, or was refused (signed out, or the account gone): no 500.
      ...toggled
        .filter((answer) => ![200, 401, 404].includes(answer.status))
        .map((answer) => ({ call: 'toggle', status: answer.status, body: answer.body })),
    ]);
    expect(unexpected).toEqual([]);
    const log = await allEvents(app.runtime.eventStore);
    for (const member of members) {
      const userId = member.user.id;
      const deletion = log.findIndex(
        (event) => event.type === 'MemberDeleted' && (event.data as { userId: string }).userId === userId,
      );
      expect(deletion).toBeGreaterThan(-1);
      const lateRegistrations = log
        .slice(deletion + 1)
        .filter(
          (event) =>
            event.type === 'RegisteredForSession' && (event.data as { userId: string }).userId === userId,
        );
      expect(lateRegistrations).toEqual([]);
    }

    const { rows } = await app.db.pool.query(
      `SELECT user_id, to_char(session_date, 'YYYY-MM-DD') AS date FROM session_registration
       WHERE registered AND user_id = ANY($1)`,
      [members.map((member) => member.user.id)],
    );
    expect(rows).toEqual([]);
  });
});
