import { Controller, Get, Header, Param, Res, UseGuards } from '@nestjs/common';
import type { AdminProgramView, ProgramRoster } from '@sadhana/rules/programs';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { Clock } from '../../../platform/clock/clock.js';
import { studioDate } from '../../../platform/domain/eastern-time.js';
import { adminPrograms, rosterOf } from '../../../projections/program-bookings/program-bookings.queries.js';
import { programIdPipe } from '../shared/program-ids.js';
import { ProgramViews } from '../shared/program-views.js';
import { rosterCsv } from './roster-csv.js';

@Controller('api/admin/workshops')
@UseGuards(AdminGuard)
export class AdminProgramsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly views: ProgramViews,
    private readonly clock: Clock,
  ) {}

  /** Every program, drafts and cancelled ones too, the latest start first, each with its revenue. */
  @Get()
  list(): Promise<AdminProgramView[]> {
    return adminPrograms(this.dataSource);
  }

  /** A program and its bookings: name, email, amount paid, method, status, refunds. */
  @Get(':programId/roster')
  async roster(@Param('programId', programIdPipe) programId: string): Promise<ProgramRoster> {
    const program = await this.views.adminProgram(programId);
    return { program, entries: await rosterOf(this.dataSource, programId) };
  }

  /** The roster as a CSV file a spreadsheet opens as it should. */
  @Get(':programId/roster.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  async rosterFile(
    @Param('programId', programIdPipe) programId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const program = await this.views.adminProgram(programId);
    const entries = await rosterOf(this.dataSource, programId);
    const { name, body } = rosterCsv(program, entries, studioDate(this.clock.now()));
    response.setHeader('content-disposition', `attachment; filename="${name}"`);
    return body;
  }
}
