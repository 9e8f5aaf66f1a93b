import { Command } from '@nestjs/cqrs';
import type { ProgramBookingView, ProgramHandMethod } from '@sadhana/rules/programs';

/** An admin gives someone a place paid by hand (at the price they would pay online) or free. */
export class RecordPlaceCommand extends Command<ProgramBookingView> {
  constructor(
    readonly adminId: string,
    readonly programId: string,
    /** Who gets the place: a user id, or the email of their account. */
    readonly person: { userId: string } | { email: string },
    readonly method: ProgramHandMethod,
    readonly reason: string,
  ) {
    super();
  }
}
