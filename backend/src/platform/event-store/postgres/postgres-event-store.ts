import { EventEmitter } from 'node:events';
import pg, { Client, type Pool, type QueryConfig } from 'pg';
import type * as Port from '../event-store.port.js';
import { maxPosition, START, WrongExpectedVersion } from '../event-store.port.js';
import { UpcasterChain } from '../upcasters.js';
import { AppendNotifications, CHANNEL } from './append-notifications.js';
import { AppendRace, PARTIAL_REPEAT, UNIQUE_VIOLATION } from './postgres-append-errors.js';
import { PostgresLogReader } from './postgres-log-reader.js';
import { PostgresWritePath } from './postgres-write-path.js';
import type { Queryable } from './queryable.js';

/**
 * The oldest transaction still open: events below it are final. Written out in each condition rather
 * than read from a CTE, so the planner sees a value fixed for the statement (its snapshot) and reads
 * the commit-order index from it; through a CTE it joined every event of the reader's types to it
 * (a poll of an idle projector cost 60-300 ms at 300,000 events).
 */
const HORIZON = 'pg_snapshot_xmin(pg_current_snapshot())';

interface EventRow {
  commit_position: string;
  global_position: string;
  stream_id: string;
  stream_position: string;
  event_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  created_at: Date;
}

export interface PostgresEventStoreOptions {
  readonly pool: Pool;
  /** For LISTEN, which needs a connection of its own outside the pool. */
  readonly connectionString: string;
  readonly upcasters?: UpcasterChain;
  /** Fallback poll when no notification arrives (a lost connection, a missed NOTIFY). */
  readonly pollIntervalMs?: number;
  readonly onError?: (error: unknown, context: string) => void;
}

interface AppendRow {
  next_version: string;
  commit_position: string;
  prepare_position: string;
  /** append_events only: each new event's. */
  global_positions?: string[] | null;
  /** As the server prints it: parsed only where the events as stored are wanted. */
  created_at: string;
  repeated: boolean;
}

/** An append's answer: bigints and the time as text, for the few that are wanted. */
const INT8_ARRAY = 1016;
const APPEND_ROW_TYPES = {
  getTypeParser: (oid: number) =>
    oid === pg.types.builtins.BOOL || oid === INT8_ARRAY ? pg.types.getTypeParser(oid as never) : asText,
} as unknown as QueryConfig['types'];
const asText = (value: string) => value;
const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/**
 * Named, so each connection parses and plans them once. One event, the usual append, goes in plain
 * parameters; several in arrays.
 */
const APPEND_ONE = {
  name: 'sadhana_append_event',
  text: 'SELECT * FROM append_event($1, $2, $3, $4, $5, $6, $7)',
  types: APPEND_ROW_TYPES,
};
const APPEND_MANY = {
  name: 'sadhana_append_events',
  text: 'SELECT * FROM append_events($1, $2, $3::uuid[], $4::text[], $5::integer[], $6::jsonb[], $7::jsonb[])',
  types: APPEND_ROW_TYPES,
};

export class PostgresEventStore implements Port.EventStore {
  readonly writePath: PostgresWritePath;
  readonly upcasters: UpcasterChain;
  private readonly pool: Pool;
  private readonly pollIntervalMs: number;
  private readonly onError: (error: unknown, context: string) => void;
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private readonly notifications: AppendNotifications;
  private listener?: Promise<Client | undefined>;
  private closed = false;

  constructor(private readonly options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.upcasters = options.upcasters ?? new UpcasterChain();
    this.writePath = new PostgresWritePath(this);
    this.pollIntervalMs = options.pollIntervalMs ?? 2000;
    this.onError = options.onError ?? (() => {});
    this.notifications = new AppendNotifications(
      this.pool,
      (types) => this.appended.emit('appended', types),
      this.onError,
    );
    // An idle connection that the server ends (a restart, a shutdown) must not crash the process.
    this.pool.on('error', (error) => this.onError(error, 'event store connection lost'));
  }

  append(
    streamId: string,
    events: readonly Port.NewEvent[],
    expectedVersion: Port.ExpectedVersion,
  ): Promise<Port.AppendResult> {
    return this.appendOnPool(streamId, events, expectedVersion);
  }

  private async appendOnPool(
    streamId: string,
    events: readonly Port.NewEvent[],
    expectedVersion: Port.ExpectedVersion,
  ): Promise<Port.AppendResult> {
    try {
      const row = await this.appendRow(this.pool, streamId, events, expectedVersion);
      if (!row.repeated) this.notifications.appended(events.map((event) => event.type));
      return {
        nextExpectedVersion: BigInt(row.next_version),
        position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
      };
    } catch (error) {
      // Two writers raced past the version check to the same stream position, or wrote the same event
      // id at once. Whoever expected `any` tries again on the stream as it is now.
      if (error instanceof AppendRace) {
        if (error.sameEventIds || expectedVersion === 'any') {
          return this.appendOnPool(streamId, events, expectedVersion);
        }
        throw new WrongExpectedVersion(streamId, expectedVersion, await this.streamVersion(streamId));
      }
      // Some of these events are stored and some not: the stream is not where they were decided.
      if ((error as { code?: string }).code === PARTIAL_REPEAT) {
        throw new WrongExpectedVersion(streamId, expectedVersion, await this.streamVersion(streamId));
      }
      throw error;
    }
  }

  /**
   * Appends on a given connection, so the append is part of the caller's transaction, and answers the
   * events as stored (for inline projections in that same transaction; none for a repeat). Inside a
   * transaction a lost race cannot be retried in place: it surfaces as WrongExpectedVersion (or
   * AppendRace) and the caller retries the whole transaction. Once that transaction has committed,
   * the caller passes the events to `committed`, so subscribers wake for them.
   */
  async appendWithin(
    db: Queryable,
    streamId: string,
    events: readonly Port.NewEvent[],
    expectedVersion: Port.ExpectedVersion,
  ): Promise<Port.AppendResult & { readonly events: readonly Port.RecordedEvent[] }> {
    const row = await this.appendRow(db, streamId, events, expectedVersion);
    const nextExpectedVersion = BigInt(row.next_version);
    const commit = BigInt(row.commit_position);
    const position = { commit, prepare: BigInt(row.prepare_position) };
    const firstStreamPosition = nextExpectedVersion - BigInt(events.length) + 1n;
    const globalPositions = row.global_positions ?? [row.prepare_position];
    const createdAt = parseTimestamp(row.created_at);
    const recorded = row.repeated
      ? []
      : events.map(
          (event, index): Port.RecordedEvent => ({
            id: event.id,
            streamId,
            streamPosition: firstStreamPosition + BigInt(index),
            position: { commit, prepare: BigInt(globalPositions[index]) },
            type: event.type,
            schemaVersion: event.schemaVersion ?? 1,
            data: event.data,
            metadata: event.metadata ?? {},
            createdAt: new Date(createdAt),
          }),
        );
    return { nextExpectedVersion, position, events: recorded };
  }

  /** One round trip: append_event or append_events, its refusals as this port's errors. */
  private async appendRow(
    db: Queryable,
    streamId: string,
    events: readonly Port.NewEvent[],
    expectedVersion: Port.ExpectedVersion,
  ): Promise<AppendRow> {
    if (events.length === 0) throw new Error('append needs at least one event');
    try {
      const [only] = events;
      const { rows } = await db.query<AppendRow>(
        events.length === 1
          ? {
              ...APPEND_ONE,
              values: [
                streamId,
                String(expectedVersion),
                only.id,
                only.type,
                only.schemaVersion ?? 1,
                JSON.stringify(only.data ?? null),
                JSON.stringify(only.metadata ?? {}),
              ],
            }
          : {
              ...APPEND_MANY,
              values: [
                streamId,
                String(expectedVersion),
                events.map((e) => e.id),
                events.map((e) => e.type),
                events.map((e) => e.schemaVersion ?? 1),
                events.map((e) => JSON.stringify(e.data ?? null)),
                events.map((e) => JSON.stringify(e.metadata ?? {})),
              ],
            },
      );
      return rows[0];
    } catch (error) {
      const pgError = error as { code?: string; detail?: string; constraint?: string };
      if (pgError.code === 'ES409') {
        const actual = BigInt(pgError.detail ?? '-1');
        throw new WrongExpectedVersion(streamId, expectedVersion, actual < 0n ? 'no_stream' : actual);
      }
      if (pgError.code === UNIQUE_VIOLATION) {
        throw new AppendRace(streamId, expectedVersion, pgError.constraint === 'events_event_id_key');
      }
      throw error;
    }
  }

  /**
   * After a transaction that appended these events (appendWithin) has committed: wakes this
   * process's subscribers of their types now, and other processes' soon (see AppendNotifications).
   */
  committed(events: readonly Pick<Port.RecordedEvent, 'type'>[]): void {
    if (events.length > 0) this.notifications.appended(events.map((event) => event.type));
  }

  /** Reads a stream on a given connection (the caller's transaction). */
  async readStreamWithin(
    db: Queryable,
    streamId: string,
    options: Port.ReadStreamOptions = {},
  ): Promise<Port.RecordedEvent[]> {
    const { rows } = await db.query<EventRow>({
      name: 'sadhana_read_stream',
      text: `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 AND stream_position > $2 ORDER BY stream_position`,
      values: [streamId, String(options.after ?? -1n)],
    });
    return rows.map((row) => this.toRecorded(row));
  }

  readStream(streamId: string, options: Port.ReadStreamOptions = {}): Promise<Port.RecordedEvent[]> {
    return this.readStreamWithin(this.pool, streamId, options);
  }

  async readAll(options: Port.ReadAllOptions): Promise<Port.ReadAllResult> {
    const { result } = await this.readPage(options);
    return result;
  }

  /**
   * One statement, so one snapshot: the page, the newest visible position, and whether committed
   * events of the reader's types wait behind a transaction still open (then a reader should look
   * again soon, as that transaction may roll back and never notify; its notification came already).
   */
  private async readPage(
    options: Port.ReadAllOptions,
  ): Promise<{ result: Port.ReadAllResult; heldBack: boolean }> {
    const typed = options.types !== undefined;
    const { rows } = await this.pool.query<
      EventRow & { head_commit: string | null; head_prepare: string | null; held_back: boolean }
    >(
      `WITH page AS (
         SELECT ${COLUMNS} FROM events
         WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
           AND transaction_id < ${HORIZON}
           ${typed ? 'AND type = ANY ($4::text[])' : ''}
         ORDER BY transaction_id, global_position
         LIMIT $3),
       head AS (
         SELECT transaction_id::text AS head_commit, global_position::text AS head_prepare FROM events
         WHERE transaction_id < ${HORIZON} ORDER BY transaction_id DESC, global_position DESC LIMIT 1)
       SELECT page.*, head.head_commit, head.head_prepare,
              EXISTS (SELECT 1 FROM events WHERE transaction_id >= ${HORIZON}
                      ${typed ? 'AND type = ANY ($4::text[])' : ''}) AS held_back
       FROM (SELECT 1) one
       LEFT JOIN page ON true LEFT JOIN head ON true
       ORDER BY page.commit_position::xid8, page.global_position`,
      typed
        ? [String(options.after.commit), String(options.after.prepare), options.limit, options.types]
        : [String(options.after.commit), String(options.after.prepare), options.limit],
    );
    const heldBack = rows[0]?.held_back ?? false;
    const head: Port.GlobalPosition =
      rows[0]?.head_commit != null
        ? { commit: BigInt(rows[0].head_commit), prepare: BigInt(rows[0].head_prepare as string) }
        : START;
    const events = rows.filter((row) => row.event_id !== null).map((row) => this.toRecorded(row));
    const isEnd = events.length < options.limit;
    const checkpoint = isEnd ? maxPosition(options.after, head) : events[events.length - 1].position;
    return { result: { events, checkpoint, isEnd }, heldBack };
  }

  /** One read-only COPY of the log on a connection of its own, a page ahead (see PostgresLogReader). */
  readLog(options: Port.ReadLogOptions): AsyncIterable<Port.RecordedEvent[]> {
    return new PostgresLogReader(this.upcasters).pages(this.pool, options);
  }

  subscribe(options: Port.SubscribeOptions, handler: Port.BatchHandler): Port.Subscription {
    let stopped = false;
    // Set by a notification that arrives while the handler runs, so that wake-up is not lost.
    let pending = false;
    let wake: () => void = () => {
      pending = true;
    };
    // A notification names the types appended (none: wake anyway), so a subscriber sleeps through others'.
    const onAppended = (types: readonly string[] | undefined) => {
      if (!types || !options.types || types.some((type) => options.types?.includes(type))) wake();
    };
    this.appended.on('appended', onAppended);
    void this.listen();

    const run = async () => {
      let after = options.after;
      try {
        while (!stopped) {
          const { result, heldBack } = await this.readPage({
            after,
            limit: options.batchSize ?? 500,
            types: options.types,
          });
          if (stopped) return;
          if (result.events.length > 0) await handler(result.events, result.checkpoint);
          after = result.checkpoint;
          if (!result.isEnd) continue;
          if (pending) {
            pending = false;
            const gather = options.busyCoalesceMs ?? options.coalesceMs;
            if (gather) await new Promise((resolve) => setTimeout(resolve, gather));
            continue;
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, heldBack ? 25 : this.pollIntervalMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          if (options.coalesceMs) await new Promise((resolve) => setTimeout(resolve, options.coalesceMs));
          wake = () => {
            pending = true;
          };
        }
      } finally {
        this.appended.off('appended', onAppended);
      }
    };
    const done = run();
    return {
      done,
      stop: async () => {
        stopped = true;
        wake();
        await done.catch(() => {});
      },
    };
  }

  async headPosition(): Promise<Port.GlobalPosition> {
    const { rows } = await this.pool.query<{ commit: string; prepare: string }>(
      `SELECT transaction_id::text AS commit, global_position::text AS prepare FROM events
       WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    return rows.length === 0 ? START : { commit: BigInt(rows[0].commit), prepare: BigInt(rows[0].prepare) };
  }

  /**
   * Waits until every transaction open when it was called has ended: each event committed before the
   * call is then visible to readAll, which reads below the oldest open transaction. For a test's "the
   * log as it is now"; a reader that must see its own writes waits on their positions instead.
   */
  async untilSettled(timeoutMs = 10_000): Promise<void> {
    // A transaction id of its own, newer than any open now (a snapshot's xmax is not: it is the
    // newest ended one's successor, and an open writer may hold it).
    const { rows } = await this.pool.query<{ mine: string }>('SELECT pg_current_xact_id()::text AS mine');
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const settled = await this.pool.query<{ settled: boolean }>(`SELECT ${HORIZON} > $1::xid8 AS settled`, [
        rows[0].mine,
      ]);
      if (settled.rows[0].settled) return;
      if (Date.now() > deadline) {
        throw new Error(`a transaction open ${timeoutMs} ms ago is still open: the log is not settled`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** How many events of these types are visible: the total a replay's progress bar counts towards. */
  async countEvents(types: readonly string[]): Promise<number> {
    const { rows } = await this.pool.query<{ count: string }>(
      'SELECT count(*) FROM events WHERE type = ANY ($1::text[])',
      [types],
    );
    return Number(rows[0].count);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1 FROM events LIMIT 1');
  }

  async close(): Promise<void> {
    await this.notifications.flush();
    this.closed = true;
    const client = await this.listener;
    this.listener = undefined;
    await client?.end().catch(() => {});
  }

  private async streamVersion(streamId: string): Promise<bigint | 'no_stream'> {
    const { rows } = await this.pool.query<{ version: string | null }>(
      'SELECT max(stream_position)::text AS version FROM events WHERE stream_id = $1',
      [streamId],
    );
    return rows[0]?.version == null ? 'no_stream' : BigInt(rows[0].version);
  }

  /** One LISTEN connection per store wakes every subscription; polling covers the time it is down. */
  private listen(): Promise<Client | undefined> {
    if (this.listener || this.closed) return this.listener ?? Promise.resolve(undefined);
    this.listener = (async () => {
      const client = new Client({ connectionString: this.options.connectionString });
      client.on('notification', ({ payload }) => {
        const types = this.notifications.typesOf(payload);
        if (types !== null) this.appended.emit('appended', types);
      });
      client.on('error', (error) => {
        this.onError(error, 'event store LISTEN connection lost; polling until it is back');
        this.listener = undefined;
        client.end().catch(() => {});
        if (!this.closed) setTimeout(() => void this.listen(), this.pollIntervalMs).unref();
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${CHANNEL}`);
        this.appended.emit('appended');
        return client;
      } catch (error) {
        this.onError(error, 'event store LISTEN failed; polling instead');
        this.listener = undefined;
        await client.end().catch(() => {});
        return undefined;
      }
    })();
    return this.listener;
  }

  private toRecorded(row: EventRow): Port.RecordedEvent {
    const { data, schemaVersion } = this.upcasters.upcast(row.type, row.schema_version, row.data);
    return {
      id: row.event_id,
      streamId: row.stream_id,
      streamPosition: BigInt(row.stream_position),
      position: { commit: BigInt(row.commit_position), prepare: BigInt(row.global_position) },
      type: row.type,
      schemaVersion,
      data,
      metadata: row.metadata,
      createdAt: row.created_at,
    };
  }
}

const COLUMNS = `transaction_id::text AS commit_position, global_position, stream_id, stream_position, event_id,
  type, schema_version, data, metadata, created_at`;
