import { type DynamicModule, Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from './clock/clock.js';
import { ClockModule } from './clock/clock.module.js';
import { CommandHandlingModule } from './command-path/command-handling.module.js';
import { BackgroundWork } from './concurrency/background-work.js';
import { APP_CONFIG } from './config/app-config.js';
import { EVENT_STORE } from './event-store/event-store.port.js';
import { HealthModule } from './health/health.module.js';
import { JobQueue } from './jobs/job-queue.js';
import { MailService } from './mail/mail.service.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { ProjectionEngineModule } from './projection-engine/projection-engine.module.js';
import type { Projector } from './projection-engine/projector.js';
import type { Runtime } from './runtime/runtime.js';

/** The runtime's pieces, mail, background work and the job queue: what every context injects. */
@Global()
@Module({})
class PlatformProviders {
  static register(runtime: Runtime): DynamicModule {
    return {
      module: PlatformProviders,
      providers: [
        { provide: APP_CONFIG, useValue: runtime.config },
        { provide: DataSource, useValue: runtime.dataSource },
        { provide: EVENT_STORE, useValue: runtime.eventStore },
        MailService,
        BackgroundWork,
        {
          provide: JobQueue,
          useFactory: (clock: Clock) => new JobQueue(runtime.databaseUrl, clock),
          inject: [Clock],
        },
      ],
      exports: [APP_CONFIG, DataSource, EVENT_STORE, MailService, BackgroundWork, JobQueue],
    };
  }
}

/**
 * What every context stands on, and the only global providers: configuration, the database and the
 * event store, the clock, the command path, the projection engine running the contexts' projectors,
 * mail, background work, scheduled jobs,
 * the operator's metrics and the health check.
 */
@Module({})
export class PlatformModule {
  static register(options: { runtime: Runtime; projectors: Projector[]; clock?: Clock }): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        PlatformProviders.register(options.runtime),
        CqrsModule.forRoot(),
        ClockModule.register(options.clock),
        MetricsModule,
        ProjectionEngineModule.register(options.projectors),
        CommandHandlingModule,
        HealthModule,
      ],
    };
  }
}
