import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { KeyedLock } from '../concurrency/keyed-lock.js';
import {
  EVENT_STORE,
  type EventStore,
  type ExpectedVersion,
  type GlobalPosition,
  maxPosition,
  type NewEvent,
  type RecordedEvent,
  START,
  WrongExpectedVersion,
} from '../event-store/event-store.port.js';
import { PostgresEventStore, type Queryable } from '../event-store/postgres/postgres-event-store.js';

interface OutboxRow {
  sequence: string;
  stream_id: string;
  event_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  created_at: Date;
}

/** Set by tests to run the outbox path against the PostgreSQL event store (no KurrentDB server here). */
export const FORCE_OUTBOX = Symbol('ForceOutbox');

/**
 * The outbox of the command path for an event store outside PostgreSQL. Events are enqueued in the
 * transaction of the change they record; the relay appends them in order, stream by stream, with
 * their own event ids (so a repeat after a crash stores nothing twice), then deletes them.
 * Deciders read a stream as the event store has it plus what still waits here.
 */
@Injectable()
export class EventOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('EventOutbox');
  private readonly relayLock = new KeyedLock();
  /** Where the relay in this process stored each event lately (for read-your-writes). */
  private readonly relayedAt = new Map<string, GlobalPosition>();
  private timer?: NodeJS.Timeout;
  readonly active: boolean;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(FORCE_OUTBOX) readonly forced: boolean,
  ) {
    this.active = forced || !(eventStore instanceof PostgresEventStore);
  }

  onApplicationBootstrap(): void {
    if (!this.active) return;
    // Leftovers of a crash between commit and relay, and events other instances enqueued.
    const tick = () =>
      void this.relayPending()
        .catch((error) => this.logger.error({ message: 'outbox relay failed', error: String(error) }))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, 1000).unref();
        });
    this.timer = setTimeout(tick, 0).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.relayLock.run('relay', async () => {});
  }

  /**
   * The whole stream as the event store has it plus the events still waiting here. Takes the stream's
   * lock for the rest of the transaction first, so deciders on one stream queue. The outbox is read
   * before the event store: an event the relay moves in between is then seen twice (and counted
   * once), never missed.
   */
  async readStream(db: Queryable, streamId: string): Promise<RecordedEvent[]> {
    await db.query("SELECT pg_advisory_xact_lock(hashtextextended('outbox-stream:' || $1, 0))", [streamId]);
    const { rows } = await db.query<OutboxRow>(
      'SELECT * FROM event_outbox WHERE stream_id = $1 ORDER BY sequence',
      [streamId],
    );
    const stored = await this.eventStore.readStream(streamId);
    const storedIds = new Set(stored.map((event) => event.id));
    // The relay keeps each stream's order, so what waits here comes after all that is stored.
    const base = stored.length > 0 ? stored[stored.length - 1].streamPosition : -1n;
    const waiting = rows.filter((row) => !storedIds.has(row.event_id));
    return [...stored, ...waiting.map((row, index) => this.toRecorded(row, base + BigInt(index) + 1n))];
  }

  /** Writes the events to the outbox in the caller's transaction; the stream lock is held already. */
  async enqueue(
    db: Queryable,
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<{ nextExpectedVersion: bigint; events: RecordedEvent[] }> {
    const current = typeof expected === 'bigint' ? expected : -1n;
    await db.query(
      `INSERT INTO event_outbox (stream_id, event_id, type, schema_version, data, metadata)
       SELECT $1, * FROM unnest($2::uuid[], $3::text[], $4::integer[], $5::jsonb[], $6::jsonb[])`,
      [
        streamId,
        events.map((e) => e.id),
        events.map((e) => e.type),
        events.map((e) => e.schemaVersion ?? 1),
        events.map((e) => JSON.stringify(e.data ?? null)),
        events.map((e) => JSON.stringify(e.metadata ?? {})),
      ],
    );
    const at = new Date();
    return {
      nextExpectedVersion: current + BigInt(events.length),
      events: events.map((event, index) => ({
        id: event.id,
        streamId,
        streamPosition: current + BigInt(index) + 1n,
        position: START,
        type: event.type,
        schemaVersion: event.schemaVersion ?? 1,
        data: event.data,
        metadata: event.metadata ?? {},
        createdAt: at,
      })),
    };
  }

  /** Relays what waits now; answers where the given events were stored, when this process stored them. */
  async relayNow(eventIds: readonly string[]): Promise<GlobalPosition | undefined> {
    await this.relayPending();
    let position: GlobalPosition | undefined;
    for (const id of eventIds) {
      const at = this.relayedAt.get(id);
      if (at) position = position ? maxPosition(position, at) : at;
    }
    return position;
  }

  /** One relay at a time per process; across processes the row locks make the second one wait. */
  relayPending(): Promise<number> {
    return this.relayLock.run('relay', async () => {
      let relayed = 0;
      for (;;) {
        const count = await this.relayBatch();
        relayed += count;
        if (count === 0) return relayed;
      }
    });
  }

  private async relayBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: OutboxRow[] = await manager.query(
        'SELECT * FROM event_outbox ORDER BY sequence LIMIT 200 FOR UPDATE',
      );
      if (rows.length === 0) return 0;
      let start = 0;
      while (start < rows.length) {
        let end = start + 1;
        while (end < rows.length && rows[end].stream_id === rows[start].stream_id) end++;
        const group = rows.slice(start, end);
        const events = group.map((row) => ({
          id: row.event_id,
          type: row.type,
          schemaVersion: row.schema_version,
          data: row.data,
          metadata: row.metadata,
        }));
        const result = await this.appendIdempotently(group[0].stream_id, events);
        for (const row of group) this.remember(row.event_id, result);
        start = end;
      }
      await manager.query('DELETE FROM event_outbox WHERE sequence = ANY ($1::bigint[])', [
        rows.map((row) => row.sequence),
      ]);
      return rows.length;
    });
  }

  /** Appends after whatever the stream holds; a repeat of stored ids (a crash after append) stores nothing. */
  private async appendIdempotently(streamId: string, events: NewEvent[]): Promise<GlobalPosition> {
    const existing = new Set((await this.eventStore.readStream(streamId)).map((event) => event.id));
    const fresh = events.filter((event) => !existing.has(event.id));
    if (fresh.length === 0) return this.eventStore.headPosition();
    try {
      return (await this.eventStore.append(streamId, fresh, 'any')).position;
    } catch (error) {
      if (error instanceof WrongExpectedVersion)
        throw new Error(`outbox relay could not append to ${streamId}`);
      throw error;
    }
  }

  private remember(eventId: string, position: GlobalPosition): void {
    if (this.relayedAt.size > 10_000) this.relayedAt.clear();
    this.relayedAt.set(eventId, position);
  }

  private toRecorded(row: OutboxRow, streamPosition: bigint): RecordedEvent {
    return {
      id: row.event_id,
      streamId: row.stream_id,
      streamPosition,
      position: START,
      type: row.type,
      schemaVersion: row.schema_version,
      data: row.data,
      metadata: row.metadata,
      createdAt: row.created_at,
    };
  }
}
