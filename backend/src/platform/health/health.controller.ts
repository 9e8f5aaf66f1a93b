import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { readCheckpoints } from '../projection-engine/checkpoints.js';
import { PROJECTORS, type Projector, versionOf } from '../projection-engine/projector.js';

/** Lag is counted up to this many events; past it the projector is reported as at least this far behind. */
const LAG_COUNT_LIMIT = 1000;

interface ProjectorHealth {
  name: string;
  version: number;
  /** Events of the projector's types not applied yet (capped at LAG_COUNT_LIMIT). */
  lag: number | null;
}

@Controller('api/health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PROJECTORS) private readonly projectors: Projector[],
  ) {}

  @Get()
  async health(@Res({ passthrough: true }) response: Response) {
    const database = await this.dataSource
      .query('SELECT 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    const eventStore = await this.eventStore
      .ping()
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    const projectors = database === 'up' && eventStore === 'up' ? await this.projectorHealth() : [];
    const ok = database === 'up' && eventStore === 'up';
    response.status(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ok ? 'ok' : 'unavailable', database, eventStore, projectors };
  }

  private async projectorHealth(): Promise<ProjectorHealth[]> {
    const checkpoints = await readCheckpoints(this.dataSource.manager);
    return Promise.all(
      this.projectors.map(async (projector) => {
        const { name, eventTypes } = projector;
        const version = versionOf(projector);
        const checkpoint = checkpoints.get(name);
        if (!checkpoint) return { name, version, lag: null };
        const pending = await this.eventStore.readAll({
          after: checkpoint.position,
          limit: LAG_COUNT_LIMIT,
          types: eventTypes,
        });
        return { name, version: checkpoint.version, lag: pending.events.length };
      }),
    );
  }
}
