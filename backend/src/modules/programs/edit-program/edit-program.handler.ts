import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminProgramView } from '@sadhana/rules/programs';
import { programStream } from '../../../domain/programs/program.events.js';
import { programDecider } from '../../../domain/programs/program.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { ProgramReminders } from '../program-mails/program-reminders.js';
import { ProgramViews } from '../shared/program-views.js';
import { EditProgramCommand, PublishProgramCommand } from './edit-program.command.js';

@CommandHandler(EditProgramCommand)
export class EditProgramHandler implements ICommandHandler<EditProgramCommand, AdminProgramView> {
  constructor(
    private readonly commands: CommandPath,
    private readonly views: ProgramViews,
    private readonly reminders: ProgramReminders,
  ) {}

  async execute({ adminId, programId, details, publish }: EditProgramCommand): Promise<AdminProgramView> {
    await this.commands.inTransaction(async (uow) => {
      const { state } = await uow.handleCommand(
        programStream(programId),
        { type: 'EditProgram', data: { programId, details, adminId, now: uow.now } },
        programDecider,
        { metadata: { adminId } },
      );
      if (publish)
        await uow.handleCommand(
          programStream(programId),
          { type: 'PublishProgram', data: { programId, adminId, now: uow.now } },
          programDecider,
          { metadata: { adminId } },
        );
      // A moved start moves the reminder of those who have a place.
      if (state.placesTaken > 0) await this.reminders.planWithin(uow, programId, state);
    });
    return this.views.adminProgram(programId);
  }
}

@CommandHandler(PublishProgramCommand)
export class PublishProgramHandler implements ICommandHandler<PublishProgramCommand, AdminProgramView> {
  constructor(
    private readonly commands: CommandPath,
    private readonly views: ProgramViews,
  ) {}

  async execute({ adminId, programId }: PublishProgramCommand): Promise<AdminProgramView> {
    await this.commands.handleCommand(
      programStream(programId),
      (now) => ({ type: 'PublishProgram' as const, data: { programId, adminId, now } }),
      programDecider,
      { metadata: { adminId } },
    );
    return this.views.adminProgram(programId);
  }
}
