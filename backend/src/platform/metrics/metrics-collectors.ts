import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { JobQueue } from '../jobs/job-queue.js';
import { PROJECTORS, type Projector } from '../projection-engine/projector.js';
import { AppMetrics } from './app-metrics.js';
import { databasePools } from './database-pools.js';
import { projectorLag } from './projector-lag.js';

/** The gauges read at each scrape: each projector's lag, the job queue, the PostgreSQL pools. */
@Injectable()
export class MetricsCollectors {
  constructor(
    metrics: AppMetrics,
    dataSource: DataSource,
    @Inject(EVENT_STORE) eventStore: EventStore,
    @Inject(PROJECTORS) projectors: Projector[],
    jobs: JobQueue,
  ) {
    metrics.sampledGauges(
      () => projectorLag(dataSource.manager, eventStore, projectors),
      [
        {
          name: 'sadhana_projector_lag_events',
          help: 'Events of the projector’s types in the log after its checkpoint (counted up to 1000)',
          labelNames: ['projector'],
          set: (gauge, lags) => {
            for (const lag of lags) gauge.set({ projector: lag.projector }, lag.events);
          },
        },
        {
          name: 'sadhana_projector_lag_seconds',
          help: 'Age of the oldest event the projector has not applied yet (0 when it is at the head of the log)',
          labelNames: ['projector'],
          set: (gauge, lags) => {
            for (const lag of lags) gauge.set({ projector: lag.projector }, lag.seconds);
          },
        },
        {
          name: 'sadhana_projector_stopped',
          help: '1 while the projector is stopped at an event it cannot apply (the others go on), else 0',
          labelNames: ['projector'],
          set: (gauge, lags) => {
            for (const lag of lags) gauge.set({ projector: lag.projector }, lag.stopped ? 1 : 0);
          },
        },
      ],
    );
    metrics.sampledGauges(
      () => jobs.counts(dataSource.manager),
      [
        {
          name: 'sadhana_jobs',
          help: 'Jobs of the job queue (pg-boss) by queue and state: waiting (to run or to retry), active, failed',
          labelNames: ['queue', 'state'],
          set: (gauge, counts) => {
            for (const { queue, state, count } of counts) gauge.set({ queue, state }, count);
          },
        },
      ],
    );
    metrics.sampledGauges(
      async () => databasePools(dataSource),
      [
        {
          name: 'sadhana_pg_pool_connections',
          help: 'PostgreSQL connections of the app’s pools by state: open (total), idle, and the pool’s max',
          labelNames: ['pool', 'state'],
          set: (gauge, pools) => {
            for (const { pool, total, idle, max } of pools) {
              gauge.set({ pool, state: 'total' }, total);
              gauge.set({ pool, state: 'idle' }, idle);
              gauge.set({ pool, state: 'max' }, max);
            }
          },
        },
        {
          name: 'sadhana_pg_pool_waiting',
          help: 'Queries waiting for a connection of the pool',
          labelNames: ['pool'],
          set: (gauge, pools) => {
            for (const { pool, waiting } of pools) gauge.set({ pool }, waiting);
          },
        },
      ],
    );
  }
}
