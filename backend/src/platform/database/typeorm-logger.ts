import type { Logger as TypeOrmLogger } from 'typeorm';
import { isLostAppendRace } from '../event-store/postgres/postgres-append-errors.js';
import { logger as defaultLogger, type Logger } from '../runtime/logger.js';

/** Queries slower than this are logged as warnings. */
const SLOW_QUERY_MS = 1000;

/**
 * TypeORM's messages as structured log lines. A failed query is an error, unless `expectFailures`
 * says the database is going away (shutdown), when it is only noted. Parameters are never logged:
 * they can hold personal data.
 */
export function structuredTypeOrmLogger(
  logger: Logger = defaultLogger,
  expectFailures: () => boolean = () => false,
): TypeOrmLogger {
  return {
    logQuery: () => {},
    logQueryError: (error, query) => {
      const context = { component: 'database', error: String(error), query: query.slice(0, 500) };
      if (expectFailures()) logger.info('query ended by shutdown', context);
      // A stream that moved on is the command path's ordinary race: it decides again (and logs if it gives up).
      else if (isLostAppendRace(error)) return;
      else logger.error('query failed', context);
    },
    logQuerySlow: (time, query) => {
      if (time >= SLOW_QUERY_MS)
        logger.warn('slow query', { component: 'database', ms: time, query: query.slice(0, 500) });
    },
    logSchemaBuild: () => {},
    logMigration: (message) => logger.info(String(message), { component: 'migrations' }),
    log: (level, message) =>
      (level === 'warn' && !expectFailures() ? logger.warn : logger.info)(String(message), {
        component: 'database',
      }),
  };
}
