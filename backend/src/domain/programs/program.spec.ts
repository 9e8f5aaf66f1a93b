import { decidedAt, deciderSpec } from '../../../test/support/decider-spec.js';
import type { ProgramDetails, ProgramEvent } from './program.events.js';
import { type ProgramCommand, programDecider } from './program.js';
import { InvalidProgram } from './program-details.js';
import { NoSuchProgram, PlacesBelowTaken, ProgramCancelledAlready, ProgramExists } from './program-errors.js';
import { evolve, initialProgram, mailsDue, refundsDue } from './program-state.js';

const programId = 'program-1';
const adminId = 'admin-1';
const { now, at } = decidedAt('2026-11-20T15:00:00Z');
const given = deciderSpec(programDecider);

/** A two-day retreat, 12 places at $450, from Saturday 12 December 2026, 9:00 AM Eastern. */
const retreat: ProgramDetails = {
  kind: 'retreat',
  title: 'Winter retreat',
  description: 'Two days of practice in the Catskills.',
  location: 'Catskills, New York',
  startsAt: '2026-12-12T14:00:00.000Z',
  endsAt: '2026-12-13T22:00:00.000Z',
  priceDollars: 450,
  maxParticipants: 12,
};

const create = (details: Partial<ProgramDetails> = {}, publish = true): ProgramCommand => ({
  type: 'CreateProgram',
  data: { programId, details: { ...retreat, ...details }, publish, adminId, now },
});
const edit = (details: Partial<ProgramDetails>): ProgramCommand => ({
  type: 'EditProgram',
  data: { programId, details: { ...retreat, ...details }, adminId, now },
});
const created: ProgramEvent = {
  type: 'ProgramCreated',
  data: { ...retreat, programId, createdBy: adminId, at },
};
const published: ProgramEvent = { type: 'ProgramPublished', data: { programId, by: adminId, at } };

describe('a program', () => {
  it('is created and published at once, or kept as a draft', () => {
    expect(given([]).when(create())()).toEqual([created, published]);
    expect(given([]).when(create({}, false))()).toEqual([created]);
    expect(given([created]).when(create())).toThrow(ProgramExists);
  });

  it('trims its texts and records its dates as instants', () => {
    const [event] = given([]).when(
      create({
        title: '  Winter retreat ',
        location: ' Catskills, New York',
        startsAt: '2026-12-12T09:00:00-05:00',
      }),
    )();
    expect(event.data).toMatchObject({
      title: 'Winter retreat',
      location: 'Catskills, New York',
      startsAt: '2026-12-12T14:00:00.000Z',
    });
  });

  it.each([
    [{ title: '   ' }, 'title is required'],
    [{ location: '' }, 'location is required'],
    [{ priceDollars: 0 }, 'price must be a whole number of dollars above 0'],
    [{ priceDollars: -450 }, 'price must be a whole number of dollars above 0'],
    [{ priceDollars: 12.5 }, 'price must be a whole number of dollars above 0'],
    [{ endsAt: '2026-12-12T13:59:00.000Z' }, 'endDate must not be before startDate'],
    [{ startsAt: '2026-11-20T15:00:00.000Z' }, 'startDate must be in the future'],
    [{ startsAt: '2026-11-01T14:00:00.000Z' }, 'startDate must be in the future'],
    [{ maxParticipants: 0 }, 'maxParticipants must be at least 1, or empty for no limit'],
    [{ kind: 'lecture' as never }, 'kind must be workshop or retreat'],
  ])('refuses %j: %s', (details, message) => {
    expect(given([]).when(create(details))).toThrow(new InvalidProgram(message));
  });

  it('may have no limit on places', () => {
    const [event] = given([]).when(create({ maxParticipants: null }))();
    expect(event.data).toMatchObject({ maxParticipants: null });
  });

  it('is edited with its details as they now are; an edit that changes nothing records nothing', () => {
    expect(given([created]).when(edit({ priceDollars: 400 }))()).toEqual([
      { type: 'ProgramEdited', data: { ...retreat, priceDollars: 400, programId, editedBy: adminId, at } },
    ]);
    expect(given([created]).when(edit({}))()).toEqual([]);
    expect(given([]).when(edit({}))).toThrow(NoSuchProgram);
  });

  it('keeps a start that has passed when it is not moved, and refuses a move into the past', () => {
    const begun = { ...retreat, startsAt: '2026-11-19T14:00:00.000Z' };
    const old: ProgramEvent = {
      type: 'ProgramCreated',
      data: { ...begun, programId, createdBy: adminId, at },
    };
    expect(given([old]).when(edit({ ...begun, title: 'Renamed' }))()).toHaveLength(1);
    expect(given([created]).when(edit({ startsAt: '2026-11-19T14:00:00.000Z' }))).toThrow(
      new InvalidProgram('startDate must be in the future'),
    );
  });

  it('cannot have fewer places than are taken', () => {
    const placed = cashPlaces(3);
    expect(given([created, published, ...placed]).when(edit({ maxParticipants: 2 }))).toThrow(
      PlacesBelowTaken,
    );
    expect(given([created, published, ...placed]).when(edit({ maxParticipants: 3 }))()).toHaveLength(1);
  });

  it('is published once', () => {
    const publish: ProgramCommand = { type: 'PublishProgram', data: { programId, adminId, now } };
    expect(given([created]).when(publish)()).toEqual([published]);
    expect(given([created, published]).when(publish)()).toEqual([]);
  });
});

function cashPlaces(count: number): ProgramEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    type: 'ProgramPlaceRecordedByHand' as const,
    data: {
      programId,
      bookingId: `cash-${i}`,
      userId: `cash-user-${i}`,
      method: 'cash' as const,
      amountCents: 45000,
      reason: 'paid at the door',
      by: adminId,
      at,
    },
  }));
}

describe('a program the studio cancels', () => {
  const cancel: ProgramCommand = {
    type: 'CancelProgram',
    data: { programId, reason: 'The teacher is ill', adminId, now },
  };
  const paidByCard: ProgramEvent[] = [
    {
      type: 'ProgramBookingRequested',
      data: {
        programId,
        bookingId: 'card',
        userId: 'member',
        amountCents: 38250,
        memberPrice: true,
        paymentIntentId: 'pi_card',
        at,
      },
    },
    {
      type: 'ProgramBookingPaid',
      data: {
        programId,
        bookingId: 'card',
        userId: 'member',
        paymentIntentId: 'pi_card',
        amountCents: 38250,
        at,
      },
    },
    { type: 'ProgramPlaceConfirmed', data: { programId, bookingId: 'card', userId: 'member', at } },
  ];
  const free: ProgramEvent = {
    type: 'ProgramPlaceRecordedByHand',
    data: {
      programId,
      bookingId: 'free',
      userId: 'scholar',
      method: 'free',
      amountCents: 0,
      reason: 'scholarship',
      by: adminId,
      at,
    },
  };
  const waiting: ProgramEvent = {
    type: 'ProgramBookingRequested',
    data: {
      programId,
      bookingId: 'waiting',
      userId: 'visitor',
      amountCents: 45000,
      memberPrice: false,
      paymentIntentId: 'pi_waiting',
      at,
    },
  };
  const history = [created, published, ...paidByCard, ...cashPlaces(1), free, waiting];

  it('refunds every paid place in full (by Stripe or by hand) and ends every booking', () => {
    const events = given(history).when(cancel)();
    const cancellation = (bookingId: string, userId: string, extra: object) => ({
      type: 'ProgramBookingCancelled',
      data: {
        programId,
        bookingId,
        userId,
        ending: 'program-cancelled',
        refundPercent: 100,
        reason: 'The teacher is ill',
        by: adminId,
        at,
        ...extra,
      },
    });
    expect(events).toEqual([
      { type: 'ProgramCancelled', data: { programId, reason: 'The teacher is ill', by: adminId, at } },
      cancellation('card', 'member', { hadPlace: true, refundCents: 38250, refundBy: 'stripe' }),
      cancellation('cash-0', 'cash-user-0', { hadPlace: true, refundCents: 45000, refundBy: 'hand' }),
      cancellation('free', 'scholar', { hadPlace: true, refundCents: 0, refundBy: null }),
      cancellation('waiting', 'visitor', { hadPlace: false, refundCents: 0, refundBy: null }),
    ]);
    const after = [...history, ...events].reduce(evolve, initialProgram);
    expect(after.placesTaken).toBe(0);
    expect(refundsDue(after)).toEqual([
      { bookingId: 'card', userId: 'member', paymentIntentId: 'pi_card', amountCents: 38250 },
    ]);
    // Everyone who had paid or had a place is told, once each; the one still to pay is not.
    expect(mailsDue(after, 'program-cancelled').map((booking) => booking.bookingId)).toEqual([
      'card',
      'cash-0',
      'free',
    ]);
    const told: ProgramEvent = {
      type: 'ProgramParticipantNotified',
      data: { programId, bookingId: 'card', userId: 'member', kind: 'program-cancelled', at },
    };
    const notify: ProgramCommand = {
      type: 'RecordProgramNotification',
      data: { programId, bookingId: 'card', kind: 'program-cancelled', now },
    };
    expect(given([...history, ...events]).when(notify)()).toEqual([told]);
    expect(given([...history, ...events, told]).when(notify)()).toEqual([]);
    expect(
      mailsDue([...history, ...events, told].reduce(evolve, initialProgram), 'program-cancelled'),
    ).toHaveLength(2);
  });

  it('is cancelled once; a cancelled program can no longer be edited or published', () => {
    const events = given(history).when(cancel)();
    expect(given([...history, ...events]).when(cancel)()).toEqual([]);
    expect(given([...history, ...events]).when(edit({ title: 'Again' }))).toThrow(ProgramCancelledAlready);
    expect(
      given([...history, ...events]).when({ type: 'PublishProgram', data: { programId, adminId, now } }),
    ).toThrow(ProgramCancelledAlready);
  });
});
