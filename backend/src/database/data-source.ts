import { DataSource } from 'typeorm';
import { allMigrations } from '../../migrations/all-migrations.js';
import { allEntities } from './all-entities.js';

/** The app's TypeORM data source: read models and ordinary tables. Schema changes only by migration. */
export function createDataSource(url: string, options: { poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: allEntities,
    migrations: allMigrations,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error'],
    extra: { max: options.poolSize ?? 10 },
  });
}
