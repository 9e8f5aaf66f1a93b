import type { PoolClient, QueryConfig } from 'pg';
import type { EntityManager } from 'typeorm';
import {
  type AppendResult,
  type ExpectedVersion,
  type NewEvent,
  type ReadStreamOptions,
  type RecordedEvent,
  WrongExpectedVersion,
} from '../event-store.port.js';
import type { UpcasterChain } from '../upcasters.js';
import type { StreamsInTransaction, TransactionalLog, WritePath } from '../write-path.js';
import { AppendRace } from './postgres-append-errors.js';
import { PostgresLogReader } from './postgres-log-reader.js';
import type { Queryable } from './queryable.js';

/** What the write path needs of the PostgreSQL event store: its reads and appends on one connection. */
export interface StreamsOnConnection {
  readonly upcasters: UpcasterChain;
  readStreamWithin(db: Queryable, streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  appendWithin(
    db: Queryable,
    streamId: string,
    events: readonly NewEvent[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult & { readonly events: readonly RecordedEvent[] }>;
  /** After the transaction has committed: wakes the subscribers of these events. */
  committed(events: readonly Pick<RecordedEvent, 'type'>[]): void;
}

/**
 * PostgreSQL's write path: the events are appended in the caller's own transaction, so they commit
 * with its ordinary-table writes, are in the log at commit (the inline read models are applied in
 * that transaction) and their stream versions are final. A lost race surfaces as
 * WrongExpectedVersion or AppendRace, and the whole transaction runs again.
 */
export class PostgresWritePath implements WritePath {
  readonly versionsFinalAtCommit = true;
  readonly logInTransaction: TransactionalLog;

  constructor(private readonly store: StreamsOnConnection) {
    const reader = new PostgresLogReader(store.upcasters);
    this.logInTransaction = { remaining: (db, after, types) => reader.remaining(db, after, types) };
  }

  join(db: EntityManager): StreamsInTransaction {
    const connection = onTransaction(db);
    return {
      read: (streamId, after) => this.store.readStreamWithin(connection, streamId, { after }),
      append: (streamId, events, expected) => this.store.appendWithin(connection, streamId, events, expected),
    };
  }

  isLostRace(error: unknown): boolean {
    return error instanceof WrongExpectedVersion || error instanceof AppendRace;
  }

  /** The events were in the log at commit: subscribers are woken for them. */
  async afterCommit(events: readonly RecordedEvent[]): Promise<undefined> {
    this.store.committed(events);
    return undefined;
  }

  start(): void {}

  async stop(): Promise<void> {}
}

/**
 * The transaction's connection, in the shape the store's `…Within` methods take: its driver's client
 * itself, so that their named statements are prepared once per connection.
 */
export function onTransaction(manager: EntityManager): Queryable {
  const runner = manager.queryRunner;
  if (!runner) throw new Error('The event store joins a transaction only');
  return {
    query: async (config: QueryConfig, values?: unknown[]) =>
      ((await runner.connect()) as PoolClient).query(config, values),
  } as Queryable;
}
