import { Injectable } from '@nestjs/common';
import type { Program } from '../../../domain/programs/program-state.js';
import type { UnitOfWork } from '../../../platform/command-path/unit-of-work.js';
import { JobQueue } from '../../../platform/jobs/job-queue.js';
import { PROGRAM_MAILS_QUEUE, PROGRAM_REMINDER_HOURS, type ProgramMailJob } from './program-mail-jobs.js';

const HOUR_MS = 3_600_000;

/** The reminder before a program starts, planned when a place is taken or the start moves. */
@Injectable()
export class ProgramReminders {
  constructor(private readonly jobs: JobQueue) {}

  /**
   * Schedules, in the caller's transaction, the reminder of the program's participants for its start
   * as it is now (once per start: a moved start plans another, and the earlier one finds it is not due).
   * None when that time has passed: a place taken that late needs no reminder of it.
   */
  async planWithin(uow: UnitOfWork, programId: string, state: Program): Promise<void> {
    if (!state.details || state.cancelled) return;
    const at = new Date(Date.parse(state.details.startsAt) - PROGRAM_REMINDER_HOURS * HOUR_MS);
    if (at.getTime() <= uow.now.getTime()) return;
    const job: ProgramMailJob = { programId, kind: 'program-reminder' };
    await this.jobs.schedule(
      PROGRAM_MAILS_QUEUE,
      job,
      { at, key: `program-reminder:${programId}:${state.details.startsAt}` },
      uow.manager,
    );
  }
}
