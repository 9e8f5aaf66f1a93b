import { Command } from '@nestjs/cqrs';
import type { ProgramBookingStart } from '@sadhana/rules/programs';

/** A signed-in person asks for a place: answers the PaymentIntent that pays for it. */
export class BookProgramCommand extends Command<ProgramBookingStart> {
  constructor(
    readonly programId: string,
    readonly payer: { id: string; email: string; name: string },
  ) {
    super();
  }
}
