import { DataSource, type Logger as TypeOrmLogger } from 'typeorm';

/** An entity class of an ordinary table. */
export type EntityClass = abstract new (...args: never[]) => unknown;

import { allMigrations } from '../../../migrations/all-migrations.js';
import { structuredTypeOrmLogger } from './typeorm-logger.js';

/** The app's TypeORM data source: read models and ordinary tables. Schema changes only by migration. */
export function createDataSource(
  url: string,
  options: {
    /** The ordinary tables' entities, each context's (the composition root lists them). */
    entities: readonly EntityClass[];
    /**
     * Connections at most. Each projector's runner holds one for its advisory lock while it runs (seven
     * projectors today), so the default leaves requests and projection batches as many again and more.
     */
    poolSize?: number;
    logger?: TypeOrmLogger;
  },
): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [...options.entities],
    migrations: allMigrations,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error', 'warn'],
    logger: options.logger ?? structuredTypeOrmLogger(),
    maxQueryExecutionTime: 1000,
    extra: {
      max: options.poolSize ?? 20,
      // The read models are read from memory (cached pages, an SSD below): at the default 4 the
      // planner priced a few dozen key lookups above hashing a whole table of users.
      // A prepared statement is planned once: left to choose, PostgreSQL planned the roster and the
      // history page anew on every call (a custom plan for tomorrow's date priced below the generic
      // one), which cost as much as running them. The app's statements are key lookups and short
      // index ranges, which a generic plan serves; the event store's log reads run on its own pool.
      options: '-c random_page_cost=1.1 -c plan_cache_mode=force_generic_plan',
    },
  });
}
