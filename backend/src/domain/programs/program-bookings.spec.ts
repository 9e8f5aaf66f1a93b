import { decidedAt, deciderSpec } from '../../../test/support/decider-spec.js';
import type { ProgramDetails, ProgramEvent } from './program.events.js';
import { type ProgramCommand, programDecider } from './program.js';
import {
  AlreadyHasPlace,
  BookingAwaitingPayment,
  BookingEndedAlready,
  NoSuchBooking,
  NoSuchProgram,
  PriceChanged,
  ProgramBegun,
  ProgramCancelledAlready,
  ProgramSoldOut,
  TheyHavePlace,
} from './program-errors.js';
import { evolve, initialProgram, refundsDue } from './program-state.js';

const programId = 'program-1';
const adminId = 'admin-1';
const given = deciderSpec(programDecider);
const { now, at } = decidedAt('2026-11-20T15:00:00Z');

/** Two places at $450, from Saturday 12 December 2026, 9:00 AM Eastern. */
const details: ProgramDetails = {
  kind: 'workshop',
  title: 'Surya Kriya weekend',
  description: '',
  location: 'New Jersey',
  startsAt: '2026-12-12T14:00:00.000Z',
  endsAt: '2026-12-13T22:00:00.000Z',
  priceDollars: 450,
  maxParticipants: 2,
};
const created: ProgramEvent = {
  type: 'ProgramCreated',
  data: { ...details, programId, createdBy: adminId, at },
};
const published: ProgramEvent = { type: 'ProgramPublished', data: { programId, by: adminId, at } };
const open: ProgramEvent[] = [created, published];

/** A request of `who` at $450, or at the member price $382.50 (or at the PaymentIntent's `amountCents`). */
const request = (
  who: string,
  { member = false, when = now, amountCents }: { member?: boolean; when?: Date; amountCents?: number } = {},
): ProgramCommand => ({
  type: 'RequestBooking',
  data: {
    programId,
    bookingId: `b-${who}`,
    userId: who,
    amountCents: amountCents ?? (member ? 38250 : 45000),
    memberPrice: member,
    paymentIntentId: `pi_${who}`,
    now: when,
  },
});
/** Another booking of the same person (a second tab). */
const secondRequest = (who: string): ProgramCommand => {
  const first = request(who) as Extract<ProgramCommand, { type: 'RequestBooking' }>;
  return { ...first, data: { ...first.data, bookingId: `b-${who}-2`, paymentIntentId: `pi_${who}_2` } };
};
const pay = (who: string, amountCents = 45000, when = now): ProgramCommand => ({
  type: 'RecordBookingPaid',
  data: {
    programId,
    bookingId: `b-${who}`,
    userId: who,
    paymentIntentId: `pi_${who}`,
    amountCents,
    now: when,
  },
});
const memberCancels = (who: string, when: Date, actor = who): ProgramCommand => ({
  type: 'CancelBooking',
  data: { programId, bookingId: `b-${who}`, by: 'member', actorId: actor, reason: null, now: when },
});

/** The events of a decision taken on the history, appended to it. */
function then(history: ProgramEvent[], command: ProgramCommand): ProgramEvent[] {
  return [...history, ...given(history).when(command)()];
}

function booked(who: string, member = false): ProgramEvent[] {
  return then(then(open, request(who, { member })), pay(who, member ? 38250 : 45000)).slice(open.length);
}

describe('booking a place', () => {
  it('asks for a place with the quote of its PaymentIntent', () => {
    expect(given(open).when(request('ana', { member: true }))()).toEqual([
      {
        type: 'ProgramBookingRequested',
        data: {
          programId,
          bookingId: 'b-ana',
          userId: 'ana',
          amountCents: 38250,
          memberPrice: true,
          paymentIntentId: 'pi_ana',
          at,
        },
      },
    ]);
  });

  it('refuses a program that is not published, cancelled or begun', () => {
    expect(given([created]).when(request('ana'))).toThrow(NoSuchProgram);
    expect(given([]).when(request('ana'))).toThrow(NoSuchProgram);
    const cancelled = then(open, {
      type: 'CancelProgram',
      data: { programId, reason: 'snow', adminId, now },
    });
    expect(given(cancelled).when(request('ana'))).toThrow(ProgramCancelledAlready);
    expect(given(open).when(request('ana', { when: new Date('2026-12-12T14:00:00Z') }))).toThrow(
      ProgramBegun,
    );
  });

  it('refuses a PaymentIntent made at another price than the program’s of the day', () => {
    expect(given(open).when(request('ana', { amountCents: 40000 }))).toThrow(PriceChanged);
    const edited = then(open, {
      type: 'EditProgram',
      data: { programId, details: { ...details, priceDollars: 500 }, adminId, now },
    });
    expect(given(edited).when(request('ana'))).toThrow(PriceChanged);
    expect(given(edited).when(request('ana', { member: true, amountCents: 42500 }))()).toHaveLength(1);
  });

  it('asked again by the same booking records nothing more; another while one waits names the waiting one', () => {
    const history = then(open, request('ana'));
    expect(given(history).when(request('ana'))()).toEqual([]);
    expect(given(history).when(secondRequest('ana'))).toThrow(new BookingAwaitingPayment('b-ana'));
  });

  it('takes a place when the payment succeeds, and records a payment once however often Stripe tells it', () => {
    const history = then(open, request('ana'));
    expect(given(history).when(pay('ana'))()).toEqual([
      {
        type: 'ProgramBookingPaid',
        data: {
          programId,
          bookingId: 'b-ana',
          userId: 'ana',
          paymentIntentId: 'pi_ana',
          amountCents: 45000,
          at,
        },
      },
      { type: 'ProgramPlaceConfirmed', data: { programId, bookingId: 'b-ana', userId: 'ana', at } },
    ]);
    const paid = then(history, pay('ana'));
    expect(given(paid).when(pay('ana'))()).toEqual([]);
    expect(given(paid).when(request('ana'))()).toEqual([]);
    expect(given(paid).when(secondRequest('ana'))).toThrow(AlreadyHasPlace);
  });

  it('gives places in the order payments succeed, and refunds in full a payment that finds none left', () => {
    let history = open;
    for (const who of ['ana', 'ben', 'cai']) history = then(history, request(who));
    history = then(history, pay('cai'));
    history = then(history, pay('ana'));
    const late = given(history).when(pay('ben'))();
    expect(late).toEqual([
      expect.objectContaining({ type: 'ProgramBookingPaid' }),
      {
        type: 'ProgramBookingRefused',
        data: { programId, bookingId: 'b-ben', userId: 'ben', reason: 'sold-out', refundCents: 45000, at },
      },
    ]);
    const state = [...history, ...late].reduce(evolve, initialProgram);
    expect(state.placesTaken).toBe(2);
    expect(refundsDue(state)).toEqual([
      { bookingId: 'b-ben', userId: 'ben', paymentIntentId: 'pi_ben', amountCents: 45000 },
    ]);
    // Once full, no one else may ask.
    expect(given(history).when(request('dev'))).toThrow(ProgramSoldOut);
  });

  it('refunds in full a payment for a booking cancelled before it arrived, or for a program called off', () => {
    const waiting = then(open, request('ana'));
    const cancelled = then(waiting, memberCancels('ana', now));
    expect(given(cancelled).when(pay('ana'))()[1]).toMatchObject({
      type: 'ProgramBookingRefused',
      data: { reason: 'booking-cancelled', refundCents: 45000 },
    });
    const calledOff = then(waiting, {
      type: 'CancelProgram',
      data: { programId, reason: 'snow', adminId, now },
    });
    expect(given(calledOff).when(pay('ana'))()[1]).toMatchObject({
      type: 'ProgramBookingRefused',
      data: { reason: 'program-cancelled', refundCents: 45000 },
    });
  });

  it('never keeps two payments for one person’s place: the second is refunded', () => {
    const history = [...open, ...booked('ana')];
    // A payment of another booking of hers, made before the first one's place was recorded.
    const other: ProgramCommand = {
      type: 'RecordBookingPaid',
      data: {
        programId,
        bookingId: 'b-ana-2',
        userId: 'ana',
        paymentIntentId: 'pi_ana_2',
        amountCents: 45000,
        now,
      },
    };
    expect(given(history).when(other)()[1]).toMatchObject({
      type: 'ProgramBookingRefused',
      data: { reason: 'already-booked', refundCents: 45000 },
    });
  });
});

describe('cancelling a place: the terms’ refund from the moment of the request', () => {
  const paid = [...open, ...booked('ana', true)];

  it.each([
    ['8 days before (4 Dec, 11 PM Eastern)', '2026-12-05T04:00:00Z', 10, 3825],
    ['7 days before (5 Dec, midnight Eastern)', '2026-12-05T05:00:00Z', 5, 1913],
    ['the day before', '2026-12-11T20:00:00Z', 5, 1913],
    ['on the day, before the start', '2026-12-12T05:30:00Z', 0, 0],
  ])('%s: %i%% of what was paid', (_when, instant, refundPercent, refund) => {
    const when = new Date(instant);
    expect(given(paid).when(memberCancels('ana', when))()).toEqual([
      {
        type: 'ProgramBookingCancelled',
        data: {
          programId,
          bookingId: 'b-ana',
          userId: 'ana',
          ending: 'cancelled-by-member',
          hadPlace: true,
          refundPercent,
          refundCents: refund,
          refundBy: refund === 0 ? null : 'stripe',
          reason: null,
          by: 'ana',
          at: when.toISOString(),
        },
      },
    ]);
  });

  it('frees the place and owes the refund until Stripe has made it, once', () => {
    const cancelled = then(paid, memberCancels('ana', new Date('2026-12-01T12:00:00Z')));
    let state = cancelled.reduce(evolve, initialProgram);
    expect(state.placesTaken).toBe(0);
    expect(refundsDue(state)).toEqual([
      { bookingId: 'b-ana', userId: 'ana', paymentIntentId: 'pi_ana', amountCents: 3825 },
    ]);
    const issued: ProgramCommand = {
      type: 'RecordRefundIssued',
      data: { programId, bookingId: 'b-ana', refundId: 're_1', amountCents: 3825, now },
    };
    const refunded = then(cancelled, issued);
    expect(given(refunded).when(issued)()).toEqual([]);
    state = refunded.reduce(evolve, initialProgram);
    expect(refundsDue(state)).toEqual([]);
  });

  it('refunds nothing of a booking not paid yet, and ends it', () => {
    const waiting = then(open, request('ana'));
    expect(given(waiting).when(memberCancels('ana', now))()[0]).toMatchObject({
      data: { hadPlace: false, refundPercent: 0, refundCents: 0, refundBy: null },
    });
  });

  it('lets a member cancel only their own booking, once, and nothing once the program has begun', () => {
    expect(given(paid).when(memberCancels('ana', now, 'ben'))).toThrow(NoSuchBooking);
    const cancelled = then(paid, memberCancels('ana', now));
    expect(given(cancelled).when(memberCancels('ana', now))).toThrow(BookingEndedAlready);
    expect(given(paid).when(memberCancels('ana', new Date('2026-12-12T15:00:00Z')))).toThrow(ProgramBegun);
  });

  it('refunds in full a place an admin cancels', () => {
    const byAdmin: ProgramCommand = {
      type: 'CancelBooking',
      data: { programId, bookingId: 'b-ana', by: 'admin', actorId: adminId, reason: 'Moved to January', now },
    };
    expect(given(paid).when(byAdmin)()[0]).toMatchObject({
      data: { ending: 'cancelled-by-admin', refundPercent: 100, refundCents: 38250, refundBy: 'stripe' },
    });
  });
});

describe('a place recorded by an admin', () => {
  const byHand = (who: string, method: 'cash' | 'free', activeMember = false): ProgramCommand => ({
    type: 'RecordPlaceByHand',
    data: {
      programId,
      bookingId: `h-${who}`,
      userId: who,
      method,
      activeMember,
      reason: 'at the door',
      adminId,
      now,
    },
  });

  it('takes a place paid in cash or given free, and ends a booking of theirs still waiting for its payment', () => {
    const waiting = then(open, request('ana'));
    const events = given(waiting).when(byHand('ana', 'cash'))();
    expect(events.map((event) => event.type)).toEqual([
      'ProgramBookingCancelled',
      'ProgramPlaceRecordedByHand',
    ]);
    expect(events[0].data).toMatchObject({ bookingId: 'b-ana', hadPlace: false, refundCents: 0 });
    expect(events[1].data).toMatchObject({ bookingId: 'h-ana', method: 'cash', amountCents: 45000 });
    const state = [...waiting, ...events].reduce(evolve, initialProgram);
    expect(state.placesTaken).toBe(1);
    // Her card payment arriving after is refunded in full.
    expect(given([...waiting, ...events]).when(pay('ana'))()[1]).toMatchObject({
      type: 'ProgramBookingRefused',
      data: { reason: 'booking-cancelled' },
    });
  });

  it('costs an active member the member price in cash, and nothing when free', () => {
    expect(given(open).when(byHand('ana', 'cash', true))()[0].data).toMatchObject({ amountCents: 38250 });
    expect(given(open).when(byHand('ana', 'free', true))()[0].data).toMatchObject({ amountCents: 0 });
  });

  it('is refused when they have a place or none is left', () => {
    const history = [...open, ...booked('ana')];
    expect(given(history).when(byHand('ana', 'free'))).toThrow(TheyHavePlace);
    const full = then(history, byHand('ben', 'free'));
    expect(given(full).when(byHand('cai', 'cash'))).toThrow(ProgramSoldOut);
  });

  it('a place paid by hand that is cancelled is given back by hand', () => {
    const history = then(open, byHand('ana', 'cash'));
    const cancel: ProgramCommand = {
      type: 'CancelBooking',
      data: { programId, bookingId: 'h-ana', by: 'member', actorId: 'ana', reason: null, now },
    };
    expect(given(history).when(cancel)()[0]).toMatchObject({
      data: { refundPercent: 10, refundCents: 4500, refundBy: 'hand' },
    });
    expect(refundsDue(then(history, cancel).reduce(evolve, initialProgram))).toEqual([]);
  });
});
