import { Controller, Get, Param } from '@nestjs/common';
import type { ProgramView } from '@sadhana/rules/programs';
import { DataSource } from 'typeorm';
import { NoSuchProgram } from '../../../domain/programs/program-errors.js';
import { Clock } from '../../../platform/clock/clock.js';
import {
  programRow,
  publishedPrograms,
  toProgramView,
} from '../../../projections/workshops/workshops.queries.js';
import { programIdPipe } from '../shared/program-ids.js';

/** The programs anyone may read (signed in or not): what is published and not cancelled. */
@Controller('api/workshops')
export class ListProgramsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The upcoming published programs, soonest first, with the member price and the places left. */
  @Get()
  async upcoming(): Promise<ProgramView[]> {
    return (await publishedPrograms(this.dataSource, this.clock.now(), 'upcoming')).map(toProgramView);
  }

  /** The programs that have ended, latest first (the landing page's past retreats). */
  @Get('past')
  async past(): Promise<ProgramView[]> {
    return (await publishedPrograms(this.dataSource, this.clock.now(), 'past')).map(toProgramView);
  }

  /** One published program; a draft, a cancelled one or an unknown id is a 404. */
  @Get(':programId')
  async one(@Param('programId', programIdPipe) programId: string): Promise<ProgramView> {
    const row = await programRow(this.dataSource, programId);
    if (!row?.published || row.cancelledAt) throw new NoSuchProgram();
    return toProgramView(row);
  }
}
