import { eventually } from '../../../../test/support/eventually.js';
import { intentOf, programsSuite } from '../../../../test/support/programs-kit.js';
import { signUpAgent } from '../../../../test/support/sign-up.js';
import { type ProgramEvent, programStream } from '../../../domain/programs/program.events.js';
import { evolve, initialProgram } from '../../../domain/programs/program-state.js';

const RACERS = 30;

describe('30 people racing for the last 2 places of a workshop', () => {
  const suite = programsSuite();

  it('gives exactly 2 places, in the order payments succeed; every other payment is refunded in full, none charged twice', async () => {
    const workshop = await suite.createProgram({
      kind: 'workshop',
      title: 'Surya Kriya weekend',
      maxParticipants: 5,
    });
    await suite.stepUp();
    for (let i = 0; i < 3; i++)
      await suite.recordPlace(workshop.id, (await signUpAgent(suite.kit.app)).user.id);
    const racers = await Promise.all(Array.from({ length: RACERS }, () => signUpAgent(suite.kit.app)));

    // All ask at once while 2 places are left: each gets its own PaymentIntent.
    const starts = await Promise.all(racers.map((racer) => suite.book(racer.agent, workshop.id)));
    expect(new Set(starts.map((start) => intentOf(start.clientSecret))).size).toBe(RACERS);
    // All pay at once, and Stripe's webhooks arrive together.
    const paid = await Promise.all(
      starts.map((start) => suite.kit.stripe.confirm(start.clientSecret, 'succeeded')),
    );
    await Promise.all(paid.map((events) => suite.kit.deliver(...events)));

    const events = (await suite.kit.app.runtime.eventStore.readStream(
      programStream(workshop.id),
    )) as unknown as ProgramEvent[];
    const state = events.reduce(evolve, initialProgram);
    expect(state.placesTaken).toBe(5);
    const paidEvents = events.filter((event) => event.type === 'ProgramBookingPaid');
    expect(paidEvents).toHaveLength(RACERS);
    // The first two payments recorded took the places.
    const confirmed = events
      .filter((event) => event.type === 'ProgramPlaceConfirmed')
      .map((event) => event.data.bookingId);
    expect(confirmed).toEqual(paidEvents.slice(0, 2).map((event) => event.data.bookingId));
    const refused = events.filter((event) => event.type === 'ProgramBookingRefused');
    expect(refused).toHaveLength(RACERS - 2);
    expect(
      refused.every((event) => event.type === 'ProgramBookingRefused' && event.data.reason === 'sold-out'),
    ).toBe(true);

    // Every refused payment is refunded in full through Stripe, once.
    await eventually(
      () =>
        Promise.resolve(
          suite.kit.stripe.refunds.filter((refund) => refund.metadata.programId === workshop.id),
        ),
      (refunds) => expect(refunds).toHaveLength(RACERS - 2),
      30_000,
    );
    for (const start of starts) {
      const intent = suite.kit.stripe.paymentIntent(intentOf(start.clientSecret));
      const won = confirmed.includes(start.bookingId);
      expect([intent.amount, intent.refunded]).toEqual([45000, won ? 0 : 45000]);
    }
    // Nobody holds two bookings, and each sees where they stand.
    const statuses = await Promise.all(
      racers.map(async (racer) => (await racer.agent.get('/api/my-programs').expect(200)).body),
    );
    expect(statuses.every((bookings) => bookings.length === 1)).toBe(true);
    const counts = statuses.flat().reduce<Record<string, number>>((tally, booking) => {
      tally[booking.status] = (tally[booking.status] ?? 0) + 1;
      return tally;
    }, {});
    expect(counts).toEqual({ paid: 2, refunded: RACERS - 2 });
    await eventually(
      async () =>
        (await suite.admin.agent.get(`/api/admin/workshops/${workshop.id}/roster`).expect(200)).body,
      (roster) => {
        expect(roster.program).toMatchObject({ registeredCount: 5, placesLeft: 0 });
        expect(roster.entries.filter((entry: { refunded: number }) => entry.refunded === 450)).toHaveLength(
          RACERS - 2,
        );
      },
    );
  }, 180_000);
});
