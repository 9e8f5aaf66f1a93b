import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import type { Response } from 'express';
import { isReady, Readiness } from './readiness.js';

export interface HealthAnswer {
  readonly status: 'up' | 'down';
}

/**
 * Health for load balancers and orchestrators, saying only up or down: which check failed, and each
 * projector's lag, are the operator's, in GET /metrics. Liveness is the process answering at all (a
 * database outage is no reason to restart it); readiness is whether it can serve now.
 */
@Controller('api/health')
export class HealthController {
  constructor(private readonly readiness: Readiness) {}

  /** Ready or not, as /ready: what the app answered here before the split, for existing probes. */
  @Get()
  health(@Res({ passthrough: true }) response: Response): Promise<HealthAnswer> {
    return this.ready(response);
  }

  @Get('live')
  live(): HealthAnswer {
    return { status: 'up' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) response: Response): Promise<HealthAnswer> {
    const up = isReady(await this.readiness.check());
    response.status(up ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: up ? 'up' : 'down' };
  }
}
