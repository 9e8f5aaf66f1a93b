import request from 'supertest';
import { eventually } from '../../../../test/support/eventually.js';
import { readOutbox } from '../../../../test/support/outbox.js';
import { intentOf, programsSuite } from '../../../../test/support/programs-kit.js';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { csrfHeaders, signUpAgent } from '../../../../test/support/sign-up.js';
import { JobQueue } from '../../../platform/jobs/job-queue.js';
import { ProgramMailer } from '../program-mails/program-mailer.js';

describe('the studio cancels a program', () => {
  const suite = programsSuite();

  it('refunds every paid place in full (card by Stripe, cash by hand) and mails each person who paid or had a place once', async () => {
    const workshop = await suite.createProgram({
      kind: 'workshop',
      title: 'Bhuta Shuddhi workshop',
      location: 'New Jersey',
    });
    const member = await suite.kit.subscribedMember();
    const visitor = await signUpAgent(suite.kit.app, { firstName: 'Ravi' });
    const byCash = await signUpAgent(suite.kit.app);
    const scholar = await signUpAgent(suite.kit.app);
    const waiting = await signUpAgent(suite.kit.app);
    const memberStart = await suite.book(member.agent, workshop.id);
    await suite.pay(memberStart);
    const visitorStart = await suite.book(visitor.agent, workshop.id);
    await suite.pay(visitorStart);
    await suite.stepUp();
    await suite.recordPlace(workshop.id, byCash.user.id, 'cash');
    await suite.recordPlace(workshop.id, scholar.user.id, 'free');
    const unpaid = await suite.book(waiting.agent, workshop.id);

    // Without a fresh second factor it is refused and nothing changes.
    await suite.kit.app.moveClock(new Date('2026-11-21T15:00:00Z'));
    const path = `/api/admin/workshops/${workshop.id}/cancel`;
    const stale = await suite.admin.agent
      .post(path)
      .set(csrfHeaders)
      .send({ reason: 'The teacher is ill' })
      .expect(403);
    expect(stale.body.code).toBe('step_up_required');
    await suite.stepUp();
    expect(
      (await suite.admin.agent.post(path).set(csrfHeaders).send({ reason: '  ' }).expect(400)).body.message,
    ).toBe('reason is required');
    expect((await request(suite.kit.app.server).get('/api/workshops').expect(200)).body).toContainEqual(
      expect.objectContaining({ id: workshop.id }),
    );

    const cancelled = await suite.admin.agent
      .post(path)
      .set(csrfHeaders)
      .send({ reason: 'The teacher is ill' })
      .expect(200);
    expect(cancelled.body).toMatchObject({
      isActive: false,
      cancelReason: 'The teacher is ill',
      registeredCount: 0,
    });
    expect((await request(suite.kit.app.server).get('/api/workshops').expect(200)).body).not.toContainEqual(
      expect.objectContaining({ id: workshop.id }),
    );

    // Card payments come back in full through Stripe; the roster says how each was given back.
    await eventually(
      async () =>
        (await suite.admin.agent.get(`/api/admin/workshops/${workshop.id}/roster`).expect(200)).body,
      (roster) =>
        expect(
          roster.entries.map((entry: { email: string; status: string; refund: number; refunded: number }) => [
            entry.email,
            entry.status,
            entry.refund,
            entry.refunded,
          ]),
        ).toEqual([
          [member.user.email, 'refunded', 382.5, 382.5],
          [visitor.user.email, 'refunded', 450, 450],
          [byCash.user.email, 'refunded', 450, 0],
          [scholar.user.email, 'cancelled', 0, 0],
          [waiting.user.email, 'cancelled', 0, 0],
        ]),
      20_000,
    );
    expect(suite.kit.stripe.paymentIntent(intentOf(memberStart.clientSecret)).refunded).toBe(38250);
    expect(suite.kit.stripe.paymentIntent(intentOf(visitorStart.clientSecret)).refunded).toBe(45000);
    expect(suite.kit.stripe.paymentIntent(intentOf(unpaid.clientSecret)).refunded).toBe(0);
    expect((await member.agent.get('/api/my-programs').expect(200)).body).toEqual([
      expect.objectContaining({
        status: 'refunded',
        ending: 'program-cancelled',
        refundPercent: 100,
        refunded: 382.5,
      }),
    ]);

    // Each person who had paid or had a place is mailed once; the one who never paid is not.
    const subject = 'Cancelled: Bhuta Shuddhi workshop';
    const told = [member, visitor, byCash, scholar].map((person) => person.user.email).sort();
    const mails = await eventually(
      async () => (await readOutbox(suite.kit.app)).filter((mail) => mail.subject === subject),
      (found) => expect(found.map((mail) => mail.to).sort()).toEqual(told),
      20_000,
    );
    const toVisitor = mails.find((mail) => mail.to === visitor.user.email);
    expect(toVisitor?.text).toContain('Namaskaram Ravi,');
    expect(toVisitor?.text).toContain('Reason: The teacher is ill');
    expect(toVisitor?.text).toContain('The $450.00 you paid is refunded in full to your card');
    // The job run again (a retry, a second instance) tells no one twice; nor does a second cancel.
    await suite.kit.app.app.get(ProgramMailer).run({ programId: workshop.id, kind: 'program-cancelled' });
    await suite.admin.agent.post(path).set(csrfHeaders).send({ reason: 'Again' }).expect(200);
    expect((await readOutbox(suite.kit.app)).filter((mail) => mail.subject === subject)).toHaveLength(4);
    expect(
      (await suite.eventTypes(workshop.id)).filter((type) => type === 'ProgramParticipantNotified'),
    ).toHaveLength(4);
    const { jobs } = await suite.kit.app.app
      .get(JobQueue)
      .list('failed', 1, 50, suite.kit.app.db.dataSource.manager);
    expect(jobs.filter((job) => job.queue.startsWith('program-'))).toEqual([]);

    // A cancelled program takes no booking and no edit.
    const refused = await signUpAgent(suite.kit.app);
    const booking = await refused.agent
      .post(`/api/workshops/${workshop.id}/book`)
      .set(csrfHeaders)
      .expect(409);
    expect(booking.body.message).toBe('This program was cancelled.');
    await suite.admin.agent
      .put(`/api/admin/workshops/${workshop.id}`)
      .set(csrfHeaders)
      .send({
        kind: 'workshop',
        title: 'x',
        price: 1,
        location: 'y',
        startDate: '2026-12-12T09:00',
        endDate: '2026-12-12T10:00',
      })
      .expect(409);
  }, 120_000);

  it('the admin’s roster is a CSV file too', async () => {
    const retreat = await suite.createProgram({ title: '=Retreat, "quoted"' });
    const visitor = await signUpAgent(suite.kit.app, { firstName: 'Zoë', lastName: 'Müller' });
    await suite.pay(await suite.book(visitor.agent, retreat.id));
    const file = await suite.admin.agent.get(`/api/admin/workshops/${retreat.id}/roster.csv`).expect(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="sadhana-program-retreat-quoted-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Status,Paid (USD),Method,Member price,Refund (USD),Refunded by Stripe (USD),Why,Note,Booked',
    );
    expect(lines[1]).toMatch(
      new RegExp(`^Zoë Müller,${visitor.user.email},Paid,450.00,Card,No,0.00,0.00,,,`),
    );
  });

  it('both read models are rebuilt by a replay to the same rows', async () => {
    const rows = async () => ({
      workshops: (await suite.kit.app.db.pool.query('SELECT * FROM workshops ORDER BY id')).rows,
      bookings: (await suite.kit.app.db.pool.query('SELECT * FROM program_booking ORDER BY booking_id')).rows,
    });
    const live = await rows();
    await replayReadModel(suite.kit.app, 'workshops');
    await replayReadModel(suite.kit.app, 'program_booking');
    expect(await rows()).toEqual(live);
  });
});
