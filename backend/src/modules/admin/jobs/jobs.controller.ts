import { Controller, Get, NotFoundException, Param, Query, UseGuards } from '@nestjs/common';
import type { AdminJobsPage } from '@sadhana/rules/admin-workspace';
import { IsIn, IsOptional } from 'class-validator';
import { DataSource } from 'typeorm';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { idOrNotFoundPipe } from '../../../platform/http/canonical-id.pipe.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { type JobListView, JobQueue } from '../../../platform/jobs/job-queue.js';
import { PageDto } from '../shared/page.dto.js';

class JobsPageDto extends PageDto {
  @IsOptional()
  @IsIn(['upcoming', 'sent', 'failed'], { message: 'view must be upcoming, sent or failed' })
  view: JobListView = 'upcoming';
}

const jobIdPipe = idOrNotFoundPipe('There is no such job.');

/** The studio's scheduled work (the session mails): what is to run and when, what ran, and what failed and why. */
@Controller('api/admin/jobs')
@UseGuards(AdminGuard)
export class JobsController {
  constructor(
    private readonly jobs: JobQueue,
    private readonly dataSource: DataSource,
  ) {}

  @Get()
  async list(@Query() query: JobsPageDto): Promise<AdminJobsPage> {
    const page = query.page ?? 1;
    const { jobs, total } = await this.jobs.list(query.view, page, query.pageSize, this.dataSource.manager);
    return { view: query.view, items: jobs, total, page, pageSize: query.pageSize };
  }

  /** A failed job runs again at once. */
  @PostAction(':id/retry')
  async retry(@Param('id', jobIdPipe) id: string): Promise<{ retried: true }> {
    if (!(await this.jobs.retry(id, this.dataSource.manager)))
      throw new NotFoundException('There is no such failed job.');
    return { retried: true };
  }
}
