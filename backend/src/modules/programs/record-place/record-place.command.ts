import { Command } from '@nestjs/cqrs';
import type { ProgramBookingView, ProgramHandMethod } from '@sadhana/rules/programs';

/** An admin gives someone a place paid by hand (at the price they would pay online) or free. */
export class RecordPlaceCommand extends Command<ProgramBookingView> {
  constructor(
    readonly adminId: string,
    readonly programId: string,
    readonly userId: string,
    readonly method: ProgramHandMethod,
    readonly reason: string,
  ) {
    super();
  }
}
