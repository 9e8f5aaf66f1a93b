import { Command } from '@nestjs/cqrs';
import type { AdminProgramView } from '@sadhana/rules/programs';

/** The studio calls a program off: every place refunded in full, every holder mailed once. */
export class CancelProgramCommand extends Command<AdminProgramView> {
  constructor(
    readonly adminId: string,
    readonly programId: string,
    readonly reason: string,
  ) {
    super();
  }
}
