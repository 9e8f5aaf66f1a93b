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
import { AppMetrics } from '../metrics/app-metrics.js';
import { ensureReadModel } from './ensure-read-model.js';
import { InlineProjections } from './inline-projections.js';
import { ProjectionProgress } from './projection-progress.js';
import { ProjectionRunner } from './projection-runner.js';
import { ProjectionStatus } from './projection-status.js';
import { PROJECTORS, type Projector, versionOf } from './projector.js';
import { ReadYourWrites } from './read-your-writes.js';
import { type RebuildListener, VersionRebuilds } from './version-rebuilds.js';

/** Starts one runner per projector when the app is up, and stops them before the database closes. */
@Injectable()
export class ProjectionRunners implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private readonly runners: ProjectionRunner[];
  private stopping = false;
  private readonly versionRebuilds: VersionRebuilds;
  private readonly rebuilds: RebuildListener;
  private readonly log = {
    log: (message: string, context: Record<string, unknown>) => this.logger.log({ message, ...context }),
    error: (message: string, context: Record<string, unknown>) => this.logger.error({ message, ...context }),
  };

  constructor(
    @Inject(PROJECTORS) readonly projectors: Projector[],
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly progress: ProjectionProgress,
    metrics: AppMetrics,
  ) {
    this.rebuilds = {
      progress: (projector, eventsRead) => metrics.rebuildProgress(projector, eventsRead),
      finished: (projector) => metrics.rebuildFinished(projector),
    };
    this.versionRebuilds = new VersionRebuilds(
      dataSource,
      eventStore,
      this.log,
      () => this.stopping,
      this.rebuilds,
    );
    this.runners = projectors.map((p) => this.runnerOf(p));
  }

  /**
   * A reactor: a projector whose `apply` acts (it schedules work in the checkpoint's transaction)
   * rather than keeping tables. It follows the log like a read model, exactly once by its checkpoint,
   * but is none: `npm run replay` does not rebuild it and commands do not wait for it.
   */
  follow(reactor: Projector): void {
    const runner = this.runnerOf(reactor);
    this.runners.push(runner);
    runner.start();
  }

  private runnerOf(projector: Projector): ProjectionRunner {
    return new ProjectionRunner(projector, this.dataSource, this.eventStore, this.progress, this.log, {
      versionRebuilds: this.versionRebuilds,
      rebuilds: this.rebuilds,
    });
  }

  /**
   * Every read model has its checkpoint and tables before the first request (inline writers need
   * them); those whose version a deploy raised are rebuilt in one pass, in the background.
   */
  async onApplicationBootstrap(): Promise<void> {
    const outdated: Projector[] = [];
    for (const projector of this.projectors) {
      const stored = await ensureReadModel(this.dataSource, projector);
      if (stored.version !== versionOf(projector)) outdated.push(projector);
    }
    this.versionRebuilds.start(outdated);
    for (const runner of this.runners) runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.runners.map((runner) => runner.stop()));
    await this.versionRebuilds.settled();
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
        InlineProjections,
        ReadYourWrites,
        ProjectionStatus,
      ],
      exports: [
        ProjectionProgress,
        ProjectionRunners,
        InlineProjections,
        ReadYourWrites,
        ProjectionStatus,
        PROJECTORS,
      ],
    };
  }
}
