import { Command } from '@nestjs/cqrs';
import type { AdminProgramView } from '@sadhana/rules/programs';
import type { ProgramDetails } from '../../../domain/programs/program.events.js';

/** An admin makes a program, published at once unless `publish` is false; answers it as the admin's list shows it. */
export class CreateProgramCommand extends Command<AdminProgramView> {
  constructor(
    readonly adminId: string,
    readonly details: ProgramDetails,
    readonly publish: boolean,
  ) {
    super();
  }
}
