import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { AppDataSource } from '../database/data-source.js';

export interface PoolUse {
  readonly pool: 'main' | 'screen_reads';
  readonly max: number;
  /** Connections open, of them idle, and queries waiting for a connection. */
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

/**
 * The PostgreSQL pools' use: TypeORM's main pool (requests, commands, projector batches and each
 * projector runner's lock connection) and the screens' prepared-read pool once it is open.
 */
export function databasePools(dataSource: DataSource): PoolUse[] {
  const pools: PoolUse[] = [];
  // TypeORM's PostgreSQL driver keeps its pg Pool as `master` (no read replicas configured here).
  const main = (dataSource.driver as unknown as { master?: Pool }).master;
  if (main) pools.push(useOf('main', main));
  const screens = dataSource instanceof AppDataSource ? dataSource.openScreenReadPool() : undefined;
  if (screens) pools.push(useOf('screen_reads', screens));
  return pools;
}

function useOf(pool: PoolUse['pool'], of: Pool): PoolUse {
  return {
    pool,
    max: of.options.max ?? 10,
    total: of.totalCount,
    idle: of.idleCount,
    waiting: of.waitingCount,
  };
}
