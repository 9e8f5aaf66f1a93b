import { Command } from '@nestjs/cqrs';
import type { AdminProgramView } from '@sadhana/rules/programs';
import type { ProgramDetails } from '../../../domain/programs/program.events.js';

/** An admin changes a program's details; `publish` true publishes a draft with it. */
export class EditProgramCommand extends Command<AdminProgramView> {
  constructor(
    readonly adminId: string,
    readonly programId: string,
    readonly details: ProgramDetails,
    readonly publish: boolean,
  ) {
    super();
  }
}

/** An admin publishes a draft: it is listed and can be booked. */
export class PublishProgramCommand extends Command<AdminProgramView> {
  constructor(
    readonly adminId: string,
    readonly programId: string,
  ) {
    super();
  }
}
