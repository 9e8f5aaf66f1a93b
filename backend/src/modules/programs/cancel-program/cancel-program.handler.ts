import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminProgramView } from '@sadhana/rules/programs';
import { programStream } from '../../../domain/programs/program.events.js';
import { programDecider } from '../../../domain/programs/program.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { JobQueue } from '../../../platform/jobs/job-queue.js';
import { PROGRAM_MAILS_QUEUE, type ProgramMailJob } from '../program-mails/program-mail-jobs.js';
import { ProgramRefunds } from '../program-refunds/program-refunds.js';
import { ProgramViews } from '../shared/program-views.js';
import { CancelProgramCommand } from './cancel-program.command.js';

/**
 * Cancels the program and every booking on its stream in one decision; in the same transaction, the
 * jobs that refund the card payments through Stripe and mail each person who had paid or had a place,
 * once (ProgramMailer): both exist exactly when the cancellation committed.
 */
@CommandHandler(CancelProgramCommand)
export class CancelProgramHandler implements ICommandHandler<CancelProgramCommand, AdminProgramView> {
  constructor(
    private readonly commands: CommandPath,
    private readonly refunds: ProgramRefunds,
    private readonly jobs: JobQueue,
    private readonly views: ProgramViews,
  ) {}

  async execute({ adminId, programId, reason }: CancelProgramCommand): Promise<AdminProgramView> {
    await this.commands.inTransaction(async (uow) => {
      const { newEvents } = await uow.handleCommand(
        programStream(programId),
        { type: 'CancelProgram', data: { programId, reason, adminId, now: uow.now } },
        programDecider,
        { metadata: { adminId } },
      );
      if (newEvents.length === 0) return;
      await this.refunds.scheduleWithin(uow, programId, 'program-cancelled');
      const mails: ProgramMailJob = { programId, kind: 'program-cancelled' };
      await this.jobs.schedule(
        PROGRAM_MAILS_QUEUE,
        mails,
        { key: `program-cancelled:${programId}` },
        uow.manager,
      );
    });
    return this.views.adminProgram(programId);
  }
}
