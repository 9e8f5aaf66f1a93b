import type { Decider } from '../../platform/domain/decider.js';
import type { ProgramDetails, ProgramEvent } from './program.events.js';
import { type BookingCommand, decideBooking } from './program-bookings.js';
import { checkProgramDetails, sameDetails } from './program-details.js';
import { NoSuchProgram, PlacesBelowTaken, ProgramCancelledAlready, ProgramExists } from './program-errors.js';
import { evolve, initialProgram, type Program } from './program-state.js';

/** An admin makes a program; published at once unless `publish` is false (a draft). */
export type CreateProgram = {
  type: 'CreateProgram';
  data: { programId: string; details: ProgramDetails; publish: boolean; adminId: string; now: Date };
};

/** An admin changes a program's details; the places cannot go below those taken. */
export type EditProgram = {
  type: 'EditProgram';
  data: { programId: string; details: ProgramDetails; adminId: string; now: Date };
};

export type PublishProgram = {
  type: 'PublishProgram';
  data: { programId: string; adminId: string; now: Date };
};

/** The studio calls a program off: every place is refunded in full, every booking ended. */
export type CancelProgram = {
  type: 'CancelProgram';
  data: { programId: string; reason: string; adminId: string; now: Date };
};

export type ProgramCommand = CreateProgram | EditProgram | PublishProgram | CancelProgram | BookingCommand;

export function decide(command: ProgramCommand, state: Program): ProgramEvent[] {
  switch (command.type) {
    case 'CreateProgram':
      return create(command.data, state);
    case 'EditProgram':
      return edit(command.data, state);
    case 'PublishProgram': {
      const { programId, adminId, now } = command.data;
      if (!state.details) throw new NoSuchProgram();
      if (state.cancelled) throw new ProgramCancelledAlready();
      if (state.published) return [];
      return [{ type: 'ProgramPublished', data: { programId, by: adminId, at: now.toISOString() } }];
    }
    case 'CancelProgram':
      return cancel(command.data, state);
    default:
      return decideBooking(command, state);
  }
}

function create({ programId, details, publish, adminId, now }: CreateProgram['data'], state: Program) {
  if (state.details) throw new ProgramExists();
  const checked = checkProgramDetails(details, now);
  const at = now.toISOString();
  const events: ProgramEvent[] = [
    { type: 'ProgramCreated', data: { ...checked, programId, createdBy: adminId, at } },
  ];
  if (publish) events.push({ type: 'ProgramPublished', data: { programId, by: adminId, at } });
  return events;
}

function edit({ programId, details, adminId, now }: EditProgram['data'], state: Program): ProgramEvent[] {
  if (!state.details) throw new NoSuchProgram();
  if (state.cancelled) throw new ProgramCancelledAlready();
  const checked = checkProgramDetails(details, now, state.details.startsAt);
  if (checked.maxParticipants !== null && checked.maxParticipants < state.placesTaken)
    throw new PlacesBelowTaken(state.placesTaken);
  if (sameDetails(checked, state.details)) return [];
  return [
    { type: 'ProgramEdited', data: { ...checked, programId, editedBy: adminId, at: now.toISOString() } },
  ];
}

/**
 * The program and every booking still live end together: a place is refunded in full (by Stripe for a
 * card payment, by the studio for one paid by hand), a booking still waiting for its payment just ends
 * (a payment that arrives after is refunded in full, see RecordBookingPaid).
 */
function cancel({ programId, reason, adminId, now }: CancelProgram['data'], state: Program): ProgramEvent[] {
  if (!state.details) throw new NoSuchProgram();
  if (state.cancelled) return [];
  const at = now.toISOString();
  const events: ProgramEvent[] = [{ type: 'ProgramCancelled', data: { programId, reason, by: adminId, at } }];
  for (const booking of state.bookings.values()) {
    if (booking.stage === 'ended') continue;
    const hadPlace = booking.stage === 'placed';
    const paidCents = booking.cardCents + booking.handCents;
    events.push({
      type: 'ProgramBookingCancelled',
      data: {
        programId,
        bookingId: booking.bookingId,
        userId: booking.userId,
        ending: 'program-cancelled',
        hadPlace,
        refundPercent: 100,
        refundCents: paidCents,
        refundBy: paidCents === 0 ? null : booking.cardCents > 0 ? 'stripe' : 'hand',
        reason,
        by: adminId,
        at,
      },
    });
  }
  return events;
}

export const programDecider: Decider<ProgramCommand, Program, ProgramEvent> = {
  initialState: () => initialProgram,
  evolve,
  decide,
};
