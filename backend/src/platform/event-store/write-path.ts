import type { DataSource, EntityManager } from 'typeorm';
import type { ExpectedVersion, GlobalPosition, NewEvent, RecordedEvent } from './event-log.js';

/**
 * How a command's events commit together with the ordinary-table writes of its transaction. Each
 * event store brings its own, and the command path, the projection runner and a rebuild ask it:
 * - PostgreSQL appends and reads in the caller's transaction: the events are in the log at commit,
 *   the inline read models are applied in that transaction, and stream versions are final, so a
 *   state folded up to one can be held for the stream's next transaction.
 * - KurrentDB writes the events to an outbox table in that transaction; a relay appends them after
 *   commit (and after a crash), and the answer waits, bounded, for the inline read models, which
 *   follow the log there like any other. Stream versions are provisional until relayed.
 */
export interface WritePath {
  /**
   * True when a stream's version is final once its transaction commits: the state folded up to it
   * may then be held for the stream's next transaction, unread, as that append's expected version
   * proves it current. Otherwise each transaction folds the stream as it reads it.
   */
  readonly versionsFinalAtCommit: boolean;
  /**
   * Present when appended events are in the log inside the appending transaction. Inline read models
   * are then applied in it (and a rebuild's switch holds those writers back and reads the rest of the
   * log through this); absent, they follow the log like any other and a command waits for them.
   */
  readonly logInTransaction?: TransactionalLog;
  /** The event store's part in one transaction: its streams, read and appended on its connection. */
  join(db: EntityManager): StreamsInTransaction;
  /** True for an error that means another writer got to a stream first: the transaction runs again. */
  isLostRace(error: unknown): boolean;
  /**
   * Once the transaction has committed: brings its events into the log where that happens after
   * commit (a relay), and answers where each of them landed, by event id; undefined when they were
   * there at commit or when they are left to the background relay (they are stored either way).
   */
  afterCommit(events: readonly RecordedEvent[]): Promise<ReadonlyMap<string, GlobalPosition> | undefined>;
  /** Starts what runs in the background over the app's database (the relay of what waits). */
  start(dataSource: DataSource, log: WritePathLog): void;
  /** Stops it; resolves when nothing of it runs any more. */
  stop(): Promise<void>;
}

export interface StreamsInTransaction {
  /**
   * A stream's events after stream position `after` (-1n: all of them), as this transaction sees
   * them. Where writers on a stream must queue (the outbox), this takes the stream's lock for the
   * rest of the transaction.
   */
  read(streamId: string, after: bigint): Promise<RecordedEvent[]>;
  /** Appends in the transaction with the expected version; answers the events as recorded. */
  append(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<{ readonly nextExpectedVersion: bigint; readonly events: readonly RecordedEvent[] }>;
}

/** The log read inside a transaction, for a write path whose events are in the log at commit. */
export interface TransactionalLog {
  /**
   * For a rebuild's switch, in its transaction, while the inline writers are held at their lock:
   * every committed event of these types after `after`, and the newest position up to which the log
   * is final (no transaction still open can commit an event before it).
   */
  remaining(
    db: EntityManager,
    after: GlobalPosition,
    types: readonly string[],
  ): Promise<{ events: RecordedEvent[]; finalUpTo: GlobalPosition }>;
}

export interface WritePathLog {
  warn(message: string, context: Record<string, unknown>): void;
  error(message: string, context: Record<string, unknown>): void;
}
