import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminProgramView } from '@sadhana/rules/programs';
import { programStream } from '../../../domain/programs/program.events.js';
import { programDecider } from '../../../domain/programs/program.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { ProgramViews } from '../shared/program-views.js';
import { CreateProgramCommand } from './create-program.command.js';

@CommandHandler(CreateProgramCommand)
export class CreateProgramHandler implements ICommandHandler<CreateProgramCommand, AdminProgramView> {
  constructor(
    private readonly commands: CommandPath,
    private readonly views: ProgramViews,
  ) {}

  async execute({ adminId, details, publish }: CreateProgramCommand): Promise<AdminProgramView> {
    const programId = randomUUID();
    await this.commands.handleCommand(
      programStream(programId),
      (now) => ({ type: 'CreateProgram' as const, data: { programId, details, publish, adminId, now } }),
      programDecider,
      { metadata: { adminId } },
    );
    return this.views.adminProgram(programId);
  }
}
