import { DataSource, type Logger as TypeOrmLogger } from 'typeorm';
import { allMigrations } from '../../migrations/all-migrations.js';
import { allEntities } from './all-entities.js';
import { structuredTypeOrmLogger } from './typeorm-logger.js';

/** The app's TypeORM data source: read models and ordinary tables. Schema changes only by migration. */
export function createDataSource(
  url: string,
  options: { poolSize?: number; logger?: TypeOrmLogger } = {},
): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: allEntities,
    migrations: allMigrations,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error', 'warn'],
    logger: options.logger ?? structuredTypeOrmLogger(),
    maxQueryExecutionTime: 1000,
    extra: { max: options.poolSize ?? 10 },
  });
}
