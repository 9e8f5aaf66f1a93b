import type { PoolClient } from 'pg';

/** A connection to run statements on: the pool, a client, or an adapter over the caller's transaction. */
export type Queryable = Pick<PoolClient, 'query'>;
