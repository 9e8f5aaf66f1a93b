import { Pool } from 'pg';
import { DataSource, type DataSourceOptions, type Logger as TypeOrmLogger } from 'typeorm';

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
): AppDataSource {
  return new AppDataSource(url, {
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
      options: READ_MODELS_IN_MEMORY,
    },
  });
}

// The read models are read from memory (cached pages, an SSD below): at the default 4 the planner
// priced a few dozen key lookups above hashing a whole table of users.
const READ_MODELS_IN_MEMORY = '-c random_page_cost=1.1';

/** Connections at most for the screens' prepared reads: a roster or a member's summary reads several at once. */
const SCREEN_READ_CONNECTIONS = 20;

/**
 * The app's data source, with a pool of its own for the screens' prepared reads (`preparedRead`),
 * whose connections plan each prepared statement once. Left to choose, PostgreSQL planned the roster
 * and the history page anew on every call (a custom plan for tomorrow's date, or page 1, priced
 * below the generic one), which cost as much as running them. Those statements are written for a
 * generic plan (a page's size in the text, a search's prefix as a range); every other statement,
 * whose values may decide its plan, keeps PostgreSQL's choice on the main pool.
 */
export class AppDataSource extends DataSource {
  private screenReads?: Pool;

  constructor(
    private readonly url: string,
    options: DataSourceOptions,
  ) {
    super(options);
  }

  /** The pool `preparedRead` runs on, opened the first time a screen reads. */
  screenReadPool(): Pool {
    if (!this.screenReads) {
      this.screenReads = new Pool({
        connectionString: this.url,
        max: SCREEN_READ_CONNECTIONS,
        options: `${READ_MODELS_IN_MEMORY} -c plan_cache_mode=force_generic_plan`,
      });
      // An idle connection the server ends (a restart) is replaced on the next read; said as the
      // main pool says it, never thrown at the process.
      this.screenReads.on('error', (error) =>
        this.logger.log('warn', `Postgres screen-read pool raised an error. ${error}`),
      );
    }
    return this.screenReads;
  }

  /** The screens' pool if a screen has read yet (the metrics read it without opening it). */
  openScreenReadPool(): Pool | undefined {
    return this.screenReads;
  }

  override async destroy(): Promise<void> {
    const screenReads = this.screenReads;
    this.screenReads = undefined;
    await screenReads?.end();
    await super.destroy();
  }
}
