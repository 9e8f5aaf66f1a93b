import { adminMembershipSuite } from '../../../../test/support/membership-test-kit.js';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { csrfHeaders, registerFor, signUpAgent } from '../../../../test/support/sign-up.js';
import { memberStream } from '../../../platform/domain/member-stream.js';

/** An admin settles a fee outside the app: paid by hand (cash, check, transfer) or waived with a reason. */
describe('fees settled by hand or waived (POST /api/admin/user/{id}/fees/…)', () => {
  const suite = adminMembershipSuite('2026-11-20T12:00:00Z');

  /** A non-member who attended Mon 23 Nov 2026 and missed Tue 24: $50 + $20 once Tuesday's session is over. */
  async function memberWithFees() {
    suite.kit.app.clock.set(new Date('2026-11-20T12:00:00Z'));
    const member = await signUpAgent(suite.kit.app);
    await registerFor(member, ['2026-11-23', '2026-11-24']);
    suite.kit.app.clock.set(new Date('2026-11-24T15:00:00Z'));
    await suite.admin.agent
      .patch('/api/admin/attendance-status')
      .set(csrfHeaders)
      .send({ userId: member.user.id, date: '2026-11-24', status: 'registered_no_show' })
      .expect(200);
    return member;
  }

  const settle = (userId: string, body: object) =>
    suite.admin.agent.post(`/api/admin/user/${userId}/fees/record-payment`).set(csrfHeaders).send(body);
  const waive = (userId: string, body: object) =>
    suite.admin.agent.post(`/api/admin/user/${userId}/fees/waive`).set(csrfHeaders).send(body);
  const settlements = (ledger: {
    items: { sessionDate: string; kind: string; settlement: string | null }[];
  }) => ledger.items.map((i) => [i.sessionDate, i.kind, i.settlement]);

  it('settles a fee paid in cash and waives another: both listed with how, neither owed', async () => {
    const member = await memberWithFees();
    expect((await member.agent.get('/api/fees').expect(200)).body).toMatchObject({
      total: 70,
      outstanding: 70,
    });

    // Days after the admin's last check: a payment recorded by hand or a waiver asks for a fresh one first.
    const cash = { sessionDate: '2026-11-23', kind: 'drop-in', method: 'cash', note: 'at the door' };
    const snow = { sessionDate: '2026-11-24', kind: 'no-show', reason: 'snowstorm' };
    for (const stale of [await settle(member.user.id, cash), await waive(member.user.id, snow)]) {
      expect(stale.status).toBe(403);
      expect(stale.body.code).toBe('step_up_required');
    }
    await suite.admin.stepUp();
    expect((await settle(member.user.id, cash).expect(200)).body).toMatchObject({
      total: 70,
      outstanding: 20,
    });
    await waive(member.user.id, snow).expect(200);

    const ledger = (await member.agent.get('/api/fees').expect(200)).body;
    expect(settlements(ledger)).toEqual([
      ['2026-11-24', 'no-show', 'waived'],
      ['2026-11-23', 'drop-in', 'cash'],
    ]);
    expect(ledger).toMatchObject({ total: 70, outstanding: 0 });
    // Nothing is left for the Pay button to charge.
    await member.agent.post('/api/fees/pay').set(csrfHeaders).expect(409);

    const events = await suite.kit.app.runtime.eventStore.readStream(memberStream(member.user.id));
    expect(events.map((e) => e.type).filter((type) => type.startsWith('Fee'))).toEqual([
      'FeeSettledByHand',
      'FeeWaived',
    ]);
    const words = await suite.auditWords(member.user.id);
    expect(words).toContain(
      `${suite.admin.user.email} recorded the drop-in fee for Monday, Nov 23, 2026 as paid in cash: $50 (at the door)`,
    );
    expect(words).toContain(
      `${suite.admin.user.email} waived the no-show fee for Tuesday, Nov 24, 2026 ($20): snowstorm`,
    );
  });

  it('refuses a fee already settled (409), one not owed (404) and bad input (400), changing nothing', async () => {
    const member = await memberWithFees();
    await suite.admin.stepUp();
    await settle(member.user.id, { sessionDate: '2026-11-24', kind: 'no-show', method: 'check' }).expect(200);
    const again = await waive(member.user.id, {
      sessionDate: '2026-11-24',
      kind: 'no-show',
      reason: 'twice',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The no-show fee for 2026-11-24 is already paid or waived.');
    // A no-show owes the missed-session fee, not a drop-in.
    const none = await settle(member.user.id, { sessionDate: '2026-11-24', kind: 'drop-in', method: 'cash' });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No drop-in fee is owed for 2026-11-24.');
    const bad: [typeof settle, object, string][] = [
      [waive, { sessionDate: '2026-11-23', kind: 'drop-in', reason: '   ' }, 'reason is required'],
      [settle, { sessionDate: '2026-11-23', kind: 'drop-in', method: 'bitcoin' }, 'method must be one of'],
      [settle, { sessionDate: '2026-11-23', kind: 'tip', method: 'cash' }, 'kind must be one of'],
      [
        settle,
        { sessionDate: '2026-02-30', kind: 'drop-in', method: 'cash' },
        'sessionDate must be a real date',
      ],
    ];
    for (const [call, body, message] of bad) {
      const refused = await call(member.user.id, body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.message)).toContain(message);
    }
    await settle('not-a-user', { sessionDate: '2026-11-23', kind: 'drop-in', method: 'cash' }).expect(400);
    // A member cannot settle their own fees.
    await member.agent
      .post(`/api/admin/user/${member.user.id}/fees/waive`)
      .set(csrfHeaders)
      .send({ sessionDate: '2026-11-23', kind: 'drop-in', reason: 'please' })
      .expect(403);
    expect((await member.agent.get('/api/fees').expect(200)).body).toMatchObject({ outstanding: 50 });
  });

  it('the fee_payment read model rebuilt by a replay equals the live one', async () => {
    const rows = async () =>
      (await suite.kit.app.db.pool.query('SELECT * FROM fee_payment ORDER BY user_id, session_date, kind'))
        .rows;
    const live = await rows();
    expect(live.map((row) => row.settlement).sort()).toEqual(['cash', 'check', 'waived']);
    await replayReadModel(suite.kit.app, 'fee_payment');
    expect(await rows()).toEqual(live);
  });
});
