import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { createDataSource, type EntityClass } from '../database/data-source.js';
import { type PostgresServer, startPostgres } from '../database/postgres-server.js';
import { structuredTypeOrmLogger } from '../database/typeorm-logger.js';
import { createEventStore } from '../event-store/create-event-store.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { logger as defaultLogger, type Logger } from './logger.js';

/** What the app, the replay CLI and the benchmark run on: a migrated database and an event store. */
export interface Runtime {
  readonly config: AppConfig;
  readonly databaseUrl: string;
  readonly dataSource: DataSource;
  readonly eventStore: EventStore;
  /** From here on, lost database connections are expected: embedded PostgreSQL stops on the same signal. */
  beginShutdown(): void;
  close(): Promise<void>;
}

export async function startRuntime(
  config: AppConfig,
  { entities, logger = defaultLogger }: { entities: readonly EntityClass[]; logger?: Logger },
): Promise<Runtime> {
  let postgres: PostgresServer | undefined;
  let dataSource: DataSource | undefined;
  let shuttingDown = false;
  try {
    postgres = await startPostgres({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      log: (message) => logger.warn({ component: 'postgres' }, message),
    });
    dataSource = createDataSource(postgres.url, {
      entities,
      logger: structuredTypeOrmLogger(logger, () => shuttingDown),
    });
    await dataSource.initialize();
    const applied = await dataSource.runMigrations();
    if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
    const eventStore = createEventStore({
      databaseUrl: postgres.url,
      eventStoreUrl: config.eventStoreUrl,
      eventStoreNamespace: config.eventStoreNamespace,
      onError: (error, context) =>
        shuttingDown
          ? logger.info({ context }, 'database connection closed during shutdown')
          : logger.error({ err: error }, context),
    });
    logger.info(
      {
        store: config.eventStoreUrl ? 'KurrentDB' : 'PostgreSQL',
        url: config.eventStoreUrl ? redacted(config.eventStoreUrl) : undefined,
        namespace: config.eventStoreNamespace,
      },
      'event store',
    );
    const started = { postgres, dataSource };
    return {
      config,
      databaseUrl: postgres.url,
      dataSource,
      eventStore,
      beginShutdown: () => {
        shuttingDown = true;
      },
      close: async () => {
        await eventStore.close();
        await started.dataSource.destroy();
        await started.postgres.stop();
      },
    };
  } catch (error) {
    await dataSource?.destroy().catch(() => undefined);
    await postgres?.stop().catch(() => undefined);
    throw error;
  }
}

/** A connection string without its credentials, for the log. */
function redacted(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//***@');
}
