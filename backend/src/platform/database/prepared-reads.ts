import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import { AppDataSource } from './data-source.js';

/** Statement names by their text: a screen's reads are a few dozen texts, hashed once each. */
const names = new Map<string, string>();
const NAMES_KEPT = 1000;

function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    if (names.size >= NAMES_KEPT) names.clear();
    name = `r_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * A read a screen makes again and again with other values (a page of a list): a named statement,
 * prepared on each connection of the data source's screen-read pool the first time it runs there,
 * so PostgreSQL parses it once and plans it once (that pool's connections take the generic plan).
 * Planning the admin's page statements took as long as running them. Its text must not vary with the values (pages,
 * dates go in as parameters), or each value would leave a statement on every connection; a page's
 * size stays in the text (LIMIT 50), as PostgreSQL prices a generic plan for an unknown limit as if
 * it read a tenth of the table, and keeps planning it. So a caller whose text varies with what a
 * client asks beyond the screen's few variants (a page size other than the screen's) passes
 * `prepare: false`: nothing releases a prepared statement before its connection closes. Inside a
 * transaction (an EntityManager of one) it runs there, unprepared.
 */
export async function preparedRead<Row>(
  db: DataSource | EntityManager,
  sql: string,
  values: readonly unknown[],
  { prepare = true }: { prepare?: boolean } = {},
): Promise<Row[]> {
  if (!('driver' in db)) return db.query(sql, [...values]);
  const pool =
    db instanceof AppDataSource ? db.screenReadPool() : (db.driver as unknown as { master: Pool }).master;
  const started = performance.now();
  try {
    const query = prepare
      ? { name: statementName(sql), text: sql, values: [...values] }
      : { text: sql, values: [...values] };
    const { rows } = await pool.query(query);
    const ms = performance.now() - started;
    if (ms >= (db.options.maxQueryExecutionTime ?? Number.POSITIVE_INFINITY)) db.logger.logQuerySlow(ms, sql);
    return rows as Row[];
  } catch (error) {
    db.logger.logQueryError(error as Error, sql);
    throw error;
  }
}
