import {
  type DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { ProjectionProgress } from './projection-progress.js';
import { ProjectionRunner } from './projection-runner.js';
import { PROJECTORS, type Projector } from './projector.js';

/** Starts one runner per projector when the app is up, and stops them before the database closes. */
@Injectable()
export class ProjectionRunners implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private readonly runners: ProjectionRunner[];

  constructor(
    @Inject(PROJECTORS) readonly projectors: Projector[],
    dataSource: DataSource,
    @Inject(EVENT_STORE) eventStore: EventStore,
    progress: ProjectionProgress,
  ) {
    const log = {
      log: (message: string, context: Record<string, unknown>) => this.logger.log({ message, ...context }),
      error: (message: string, context: Record<string, unknown>) =>
        this.logger.error({ message, ...context }),
    };
    this.runners = projectors.map((p) => new ProjectionRunner(p, dataSource, eventStore, progress, log));
  }

  onApplicationBootstrap(): void {
    for (const runner of this.runners) runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.runners.map((runner) => runner.stop()));
  }
}

@Module({})
export class ProjectionEngineModule {
  static register(projectors: Projector[]): DynamicModule {
    return {
      module: ProjectionEngineModule,
      global: true,
      providers: [
        { provide: PROJECTORS, useValue: projectors },
        {
          provide: ProjectionProgress,
          useFactory: (ds: DataSource) => new ProjectionProgress(ds),
          inject: [DataSource],
        },
        ProjectionRunners,
      ],
      exports: [ProjectionProgress, ProjectionRunners, PROJECTORS],
    };
  }
}
