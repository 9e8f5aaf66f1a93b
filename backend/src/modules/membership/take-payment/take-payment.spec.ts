import { randomUUID } from 'node:crypto';
import { adminMembershipSuite } from '../../../../test/support/membership-test-kit.js';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { csrfHeaders, type SignedUpAgent, signUpAgent } from '../../../../test/support/sign-up.js';
import { memberStream } from '../../../platform/domain/member-stream.js';

/** Saturday 28 Nov 2026, 10:00 Eastern. */
const NOW = '2026-11-28T15:00:00Z';

/**
 * 14 fees, $510, on the 14 days before today: walk-ins on Saturday the 14th ($100) and Monday to Friday
 * the 16th–20th ($50 each), no-shows ($20) on the other eight days.
 */
const WALK_INS = ['2026-11-14', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
const NO_SHOWS = [
  '2026-11-15',
  '2026-11-21',
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
];

interface Ledger {
  items: {
    sessionDate: string;
    kind: string;
    amount: number;
    settlement: string | null;
    creditApplied?: number;
  }[];
  total: number;
  outstanding: number;
  credit: number;
  credits: { amount: number; description: string }[];
  paymentsTaken: {
    amount: number;
    method: string;
    feesSettled: number;
    owedAfter: number;
    note: string | null;
  }[];
}

/** POST /api/admin/user/{id}/fees/take-payment: money taken at the studio, oldest fees first, in one event. */
describe('a payment taken at the studio against the balance', () => {
  const suite = adminMembershipSuite(NOW);

  /** Each member half an hour after the last, on the same Saturday: a step-up is fresh for ten minutes. */
  let halfHours = 0;
  async function memberOwing510(): Promise<SignedUpAgent> {
    halfHours += 1;
    suite.kit.app.clock.set(new Date(Date.parse(NOW) + halfHours * 30 * 60_000));
    const member = await signUpAgent(suite.kit.app);
    const set = (date: string, status: string) =>
      suite.admin.agent
        .patch('/api/admin/attendance-status')
        .set(csrfHeaders)
        .send({ userId: member.user.id, date, status })
        .expect(200);
    for (const date of WALK_INS) await set(date, 'walk_in_attended');
    for (const date of NO_SHOWS) await set(date, 'registered_no_show');
    return member;
  }

  const take = (userId: string, body: object) =>
    suite.admin.agent
      .post(`/api/admin/user/${userId}/fees/take-payment`)
      .set(csrfHeaders)
      .send({ paymentId: randomUUID(), method: 'cash', ...body });
  const ledgerOf = async (member: SignedUpAgent): Promise<Ledger> =>
    (await member.agent.get('/api/fees').expect(200)).body;
  const feeEvents = async (userId: string) =>
    (await suite.kit.app.runtime.eventStore.readStream(memberStream(userId)))
      .map((event) => event.type)
      .filter((type) => type.startsWith('Fee'));

  it('takes $510 against 14 fee lines in one step: one event, every line paid, both sides see it', async () => {
    const member = await memberOwing510();
    expect(await ledgerOf(member)).toMatchObject({ total: 510, outstanding: 510 });
    expect((await ledgerOf(member)).items).toHaveLength(14);

    // Moving money asks for a fresh second factor: the admin's last check was half an hour ago.
    const stale = await take(member.user.id, { amount: 510 });
    expect(stale.status).toBe(403);
    expect(stale.body.code).toBe('step_up_required');
    expect(await feeEvents(member.user.id)).toEqual([]);
    await suite.admin.stepUp();

    const answer = await take(member.user.id, { amount: 510, note: 'front desk' }).expect(200);
    expect(answer.body).toMatchObject({ total: 510, outstanding: 0, credit: 0 });
    expect(new Set(answer.body.items.map((i: { settlement: string }) => i.settlement))).toEqual(
      new Set(['cash']),
    );
    expect(await feeEvents(member.user.id)).toEqual(['FeePaymentTaken']);

    const ledger = await ledgerOf(member);
    expect(ledger.items.every((item) => item.settlement === 'cash')).toBe(true);
    expect(ledger.paymentsTaken).toEqual([
      expect.objectContaining({
        amount: 510,
        method: 'cash',
        feesSettled: 14,
        owedAfter: 0,
        note: 'front desk',
      }),
    ]);
    const summary = (await suite.admin.agent.get(`/api/admin/user/${member.user.id}/summary`).expect(200))
      .body;
    expect(summary.fees).toEqual(ledger);
    expect((await suite.auditWords(member.user.id))[0]).toBe(
      `${suite.admin.user.email} took $510 in cash: paid 14 fees, nothing left owed (front desk)`,
    );
    // Nothing is left for the Pay button to charge.
    await member.agent.post('/api/fees/pay').set(csrfHeaders).expect(409);
  });

  it('a part payment pays the oldest fees and leaves exactly the rest owed; the next one completes it', async () => {
    const member = await memberOwing510();
    await suite.admin.stepUp();
    const part = (await take(member.user.id, { amount: 130, method: 'card' }).expect(200)).body as Ledger;
    // $100 (the 14th) and $20 (the 15th) paid; $10 kept toward the $50 of the 16th.
    const settledDates = part.items.filter((i) => i.settlement).map((i) => i.sessionDate);
    expect(settledDates.sort()).toEqual(['2026-11-14', '2026-11-15']);
    expect(part).toMatchObject({ outstanding: 380, credit: 10 });
    expect(part.items.find((i) => i.sessionDate === '2026-11-16')?.creditApplied).toBe(10);
    expect(part.credits).toEqual([
      expect.objectContaining({
        amount: 10,
        description: 'Part payment by card in person, kept toward the fees still owed',
      }),
    ]);

    const rest = (await take(member.user.id, { amount: 380, method: 'bank-transfer' }).expect(200))
      .body as Ledger;
    expect(rest).toMatchObject({ outstanding: 0, credit: 0 });
    expect(rest.items.every((item) => item.settlement !== null)).toBe(true);
    expect(rest.paymentsTaken.map((p) => [p.amount, p.method, p.feesSettled, p.owedAfter])).toEqual([
      [380, 'bank-transfer', 12, 0],
      [130, 'card', 2, 380],
    ]);
    expect(await feeEvents(member.user.id)).toEqual(['FeePaymentTaken', 'FeePaymentTaken']);
  });

  it('refuses more than owed unless the rest is kept as credit, and records one payment once', async () => {
    const member = await memberOwing510();
    await suite.admin.stepUp();
    const over = await take(member.user.id, { amount: 600 });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('$600 is more than the $510 owed. Take $510, or keep the rest as credit.');
    expect(await feeEvents(member.user.id)).toEqual([]);

    const paymentId = randomUUID();
    const kept = await take(member.user.id, { amount: 600, keepRestAsCredit: true, paymentId }).expect(200);
    expect(kept.body).toMatchObject({ outstanding: 0, credit: 90 });
    // The same payment sent again (a double tap) is not taken twice.
    const again = await take(member.user.id, { amount: 600, keepRestAsCredit: true, paymentId }).expect(200);
    expect(again.body).toEqual(kept.body);
    expect(await feeEvents(member.user.id)).toEqual(['FeePaymentTaken']);
  });

  it('refuses bad input (400), an unknown user (404) and a member (403), changing nothing', async () => {
    const member = await memberOwing510();
    await suite.admin.stepUp();
    const bad: [object, string][] = [
      [{ amount: 0 }, 'amount must be more than $0'],
      [{ amount: -5 }, 'amount must be more than $0'],
      [{ amount: 10.005 }, 'amount must be a number of dollars with at most two decimals'],
      [{ amount: '50' }, 'amount must be a number of dollars'],
      [{ amount: 1e9 }, 'amount must be at most $100,000'],
      [{ amount: 50, method: 'bitcoin' }, 'method must be one of cash, card, bank-transfer, other'],
      [{ amount: 50, paymentId: 'twice' }, 'paymentId must be a UUID'],
      [{ amount: 50, keepRestAsCredit: 'yes' }, 'keepRestAsCredit must be true or false'],
      [{ amount: 50, note: 'x'.repeat(501) }, 'note must be at most 500 characters'],
    ];
    for (const [body, message] of bad) {
      const refused = await take(member.user.id, body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.message)).toContain(message);
    }
    await take('not-a-user', { amount: 50 }).expect(400);
    const ghost = await take(randomUUID(), { amount: 50, keepRestAsCredit: true });
    expect(ghost.status).toBe(404);
    expect(ghost.body.message).toBe('User not found');
    await member.agent
      .post(`/api/admin/user/${member.user.id}/fees/take-payment`)
      .set(csrfHeaders)
      .send({ amount: 510, method: 'cash', paymentId: randomUUID() })
      .expect(403);
    expect(await feeEvents(member.user.id)).toEqual([]);
    expect(await ledgerOf(member)).toMatchObject({ outstanding: 510 });
  });

  it('the fee_payment read model rebuilt by a replay equals the live one', async () => {
    const rows = async () => ({
      taken: (await suite.kit.app.db.pool.query('SELECT * FROM fee_payment_taken ORDER BY payment_id')).rows,
      fees: (
        await suite.kit.app.db.pool.query('SELECT * FROM fee_payment ORDER BY user_id, session_date, kind')
      ).rows,
      credit: (
        await suite.kit.app.db.pool.query('SELECT * FROM fee_credit ORDER BY payment_intent_id, entry')
      ).rows,
    });
    const live = await rows();
    expect(live.taken).toHaveLength(4);
    await replayReadModel(suite.kit.app, 'fee_payment');
    expect(await rows()).toEqual(live);
  });
});
