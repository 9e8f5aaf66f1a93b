import { Controller, Get, UseGuards } from '@nestjs/common';
import type { SystemStatus } from '@sadhana/rules/system-status';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { ProjectionStatus } from '../../../platform/projection-engine/projection-status.js';

/**
 * The admin's System panel: how far behind the statistics are, a read model stopped at a record it
 * cannot apply (since when), a rebuild under way (how far) and the last one.
 */
@Controller('api/admin/system')
@UseGuards(AdminGuard)
export class SystemStatusController {
  constructor(private readonly status: ProjectionStatus) {}

  @Get()
  read(): Promise<SystemStatus> {
    return this.status.snapshot();
  }
}
