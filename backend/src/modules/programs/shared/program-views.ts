import { Injectable } from '@nestjs/common';
import type { AdminProgramView } from '@sadhana/rules/programs';
import { DataSource } from 'typeorm';
import { NoSuchProgram } from '../../../domain/programs/program-errors.js';
import { adminProgram } from '../../../projections/program-bookings/program-bookings.queries.js';

/** The read models' answers the commands give back (inline projections: they show the command's events). */
@Injectable()
export class ProgramViews {
  constructor(private readonly dataSource: DataSource) {}

  async adminProgram(programId: string): Promise<AdminProgramView> {
    const program = await adminProgram(this.dataSource, programId);
    if (!program) throw new NoSuchProgram();
    return program;
  }
}
