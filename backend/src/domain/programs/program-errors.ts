import { SOLD_OUT } from '@sadhana/rules/programs';
import { DomainError, domainError } from '../../platform/domain/domain-error.js';

export class NoSuchProgram extends domainError('not_found', 'That program was not found.') {}

export class ProgramExists extends domainError('conflict', 'That program exists already.') {}

export class ProgramCancelledAlready extends domainError('conflict', 'This program was cancelled.') {}

export class ProgramBegun extends domainError(
  'conflict',
  'This program has begun: its places can no longer change.',
) {}

export class ProgramSoldOut extends domainError('conflict', SOLD_OUT) {}

export class AlreadyHasPlace extends domainError('conflict', 'You already have a place in this program.') {}

export class TheyHavePlace extends domainError(
  'conflict',
  'This person already has a place in this program.',
) {}

/** Another booking of the same person waits for its payment: the handler answers with that one instead. */
export class BookingAwaitingPayment extends DomainError {
  readonly kind = 'conflict';

  constructor(readonly bookingId: string) {
    super('You have a booking for this program waiting for its payment.');
  }
}

export class NoSuchBooking extends domainError('not_found', 'That booking was not found.') {}

export class BookingEndedAlready extends domainError('conflict', 'This booking is cancelled already.') {}

export class PlacesBelowTaken extends DomainError {
  readonly kind = 'invalid';

  constructor(taken: number) {
    super(`maxParticipants cannot be below the ${taken} places taken already`);
  }
}

export class PriceChanged extends domainError(
  'conflict',
  'The price of this program has just changed. Please book again to see it.',
) {}
