import { type AdminWithFactor, adminWithFactor } from '../../../test/support/second-factor.js';
import { csrfHeaders, registerFor, type SignedUpAgent, signUpAgent } from '../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { memberStream } from '../domain/member-stream.js';

const STEPPED_UP_AT = new Date('2026-11-24T15:00:00Z');
/** As the attack found it: a step-up 10 min 41 s old, past its 10 minutes. */
const STALE = new Date(STEPPED_UP_AT.getTime() + (10 * 60 + 41) * 1000);

/**
 * Every admin action that mails members, moves money or changes places asks for a second factor
 * checked in the last 10 minutes (403 `step_up_required`, nothing changed), as deleting a member and
 * removing a registration already did.
 */
describe('step-up for the actions that mail members, move money or change places', () => {
  let app: TestApp;
  let admin: AdminWithFactor;
  let member: SignedUpAgent;
  let grantId: string;

  beforeAll(async () => {
    app = await createTestApp();
    app.clock.set(new Date('2026-11-20T12:00:00Z'));
    admin = await adminWithFactor(app);
    member = await signUpAgent(app);
    await registerFor(member, ['2026-11-23', '2026-11-24']);
    app.clock.set(STEPPED_UP_AT);
    await admin.agent
      .patch('/api/admin/attendance-status')
      .set(csrfHeaders)
      .send({ userId: member.user.id, date: '2026-11-24', status: 'registered_no_show' })
      .expect(200);
    await admin.stepUp();
    grantId = (
      await admin.agent
        .post(`/api/admin/user/${member.user.id}/complimentary-membership`)
        .set(csrfHeaders)
        .send({ from: '2027-01-01', until: '2027-01-31', reason: 'Scholarship' })
        .expect(200)
    ).body.grantId;
  });

  afterAll(async () => {
    await app.close();
  });

  const actions = () => {
    const user = `/api/admin/user/${member.user.id}`;
    const put = (path: string, body: object) => () => admin.agent.put(path).set(csrfHeaders).send(body);
    const post = (path: string, body?: object) => () => admin.agent.post(path).set(csrfHeaders).send(body);
    return {
      'cancel a class': put('/api/admin/sessions/2026-11-27', { cancelled: true, reason: 'Snow' }),
      'restore a class': put('/api/admin/sessions/2026-11-27', { cancelled: false }),
      "set a date's capacity": put('/api/admin/sessions/2026-11-27', { capacity: 5 }),
      "set a weekday's capacity": put('/api/admin/practices/5', { capacity: 5 }),
      'record a payment': post(`${user}/fees/record-payment`, {
        sessionDate: '2026-11-23',
        kind: 'drop-in',
        method: 'cash',
      }),
      'waive a fee': post(`${user}/fees/waive`, {
        sessionDate: '2026-11-24',
        kind: 'no-show',
        reason: 'snow',
      }),
      'grant a complimentary membership': post(`${user}/complimentary-membership`, {
        from: '2027-03-01',
        until: '2027-03-31',
        reason: 'Gift',
      }),
      'end a complimentary membership': post(`${user}/complimentary-membership/${grantId}/end`),
    };
  };

  const changes = async () => ({
    member: (await app.runtime.eventStore.readStream(memberStream(member.user.id))).length,
    session: (await app.runtime.eventStore.readStream('practice-session-2026-11-27')).length,
    practice: (await app.runtime.eventStore.readStream('practice-5')).length,
    capacity: (await app.db.pool.query('SELECT capacity FROM practices WHERE day_of_week = 5')).rows,
  });

  it('refuses each with 403 step_up_required 10 min 41 s after the check, changing nothing', async () => {
    app.clock.set(STALE);
    const before = await changes();
    for (const [action, call] of Object.entries(actions())) {
      const response = await call();
      expect({ action, status: response.status, code: response.body.code }).toEqual({
        action,
        status: 403,
        code: 'step_up_required',
      });
    }
    expect(await changes()).toEqual(before);
  });

  it('does each once the admin has confirmed it is them again', async () => {
    app.clock.set(STALE);
    await admin.stepUp();
    for (const [action, call] of Object.entries(actions())) {
      const response = await call();
      expect({ action, status: response.status }).toEqual({ action, status: 200 });
    }
  });
});
