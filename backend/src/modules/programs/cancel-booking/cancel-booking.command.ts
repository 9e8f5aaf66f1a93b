import { Command } from '@nestjs/cqrs';
import type { ProgramBookingView } from '@sadhana/rules/programs';

/**
 * A booking cancelled by its holder (the terms' refund from now) or by an admin (in full); answers the
 * booking as it then is.
 */
export class CancelBookingCommand extends Command<ProgramBookingView> {
  constructor(
    readonly bookingId: string,
    readonly by: 'member' | 'admin',
    readonly actorId: string,
    readonly reason: string | null,
    /** An admin names the program too (its path); a member only the booking. */
    readonly programId?: string,
  ) {
    super();
  }
}
