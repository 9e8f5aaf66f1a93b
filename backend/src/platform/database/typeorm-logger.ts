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
      if (expectFailures()) logger.info(context, 'query ended by shutdown');
      // A stream that moved on is the command path's ordinary race: it decides again (and logs if it gives up).
      else if (isLostAppendRace(error)) return;
      else logger.error(context, 'query failed');
    },
    logQuerySlow: (time, query) => {
      if (time >= SLOW_QUERY_MS)
        logger.warn({ component: 'database', ms: time, query: query.slice(0, 500) }, 'slow query');
    },
    logSchemaBuild: () => {},
    logMigration: (message) => logger.info({ component: 'migrations' }, String(message)),
    log: (level, message) => {
      if (level === 'warn' && !expectFailures()) logger.warn({ component: 'database' }, String(message));
      else logger.info({ component: 'database' }, String(message));
    },
  };
}
