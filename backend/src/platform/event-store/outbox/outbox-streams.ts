import type { EntityManager } from 'typeorm';
import {
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type RecordedEvent,
  START,
} from '../event-store.port.js';
import type { StreamsInTransaction } from '../write-path.js';
import { type OutboxRow, toWaitingEvent } from './outbox-rows.js';

/**
 * The streams as one transaction on the outbox write path sees them: as the event store has them
 * plus what still waits in the outbox, with the events this transaction appends going to the outbox
 * in it. Reading a stream takes its lock for the rest of the transaction, so deciders on one stream
 * queue, across processes too, and each decides on what the one before it wrote.
 */
export class OutboxStreams implements StreamsInTransaction {
  constructor(
    private readonly db: EntityManager,
    private readonly store: EventStore,
  ) {}

  /**
   * The outbox is read before the event store: an event the relay moves in between is then seen in
   * both (and counted once), never missed. The relay keeps each stream's order, so what waits here
   * comes after all that is stored.
   */
  async read(streamId: string, after: bigint): Promise<RecordedEvent[]> {
    await this.db.query("SELECT pg_advisory_xact_lock(hashtextextended('outbox-stream:' || $1, 0))", [
      streamId,
    ]);
    const rows: OutboxRow[] = await this.db.query(
      'SELECT * FROM event_outbox WHERE stream_id = $1 ORDER BY sequence',
      [streamId],
    );
    const stored = await this.store.readStream(streamId);
    const storedIds = new Set(stored.map((event) => event.id));
    const base = stored.length > 0 ? stored[stored.length - 1].streamPosition : -1n;
    const waiting = rows
      .filter((row) => !storedIds.has(row.event_id))
      .map((row, index) => toWaitingEvent(row, base + BigInt(index) + 1n));
    return [...stored, ...waiting].filter((event) => event.streamPosition > after);
  }

  /** The stream's lock is held already: `read` took it, and the command path reads before it appends. */
  async append(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<{ nextExpectedVersion: bigint; events: RecordedEvent[] }> {
    const current = typeof expected === 'bigint' ? expected : -1n;
    const positions = events.map((_, index) => current + BigInt(index) + 1n);
    await this.db.query(
      `INSERT INTO event_outbox (stream_id, event_id, type, schema_version, data, metadata, stream_position)
       SELECT $1, * FROM unnest($2::uuid[], $3::text[], $4::integer[], $5::jsonb[], $6::jsonb[], $7::bigint[])`,
      [
        streamId,
        events.map((e) => e.id),
        events.map((e) => e.type),
        events.map((e) => e.schemaVersion ?? 1),
        events.map((e) => JSON.stringify(e.data ?? null)),
        events.map((e) => JSON.stringify(e.metadata ?? {})),
        positions.map(String),
      ],
    );
    const at = new Date();
    return {
      nextExpectedVersion: current + BigInt(events.length),
      events: events.map((event, index) => ({
        id: event.id,
        streamId,
        streamPosition: positions[index],
        position: START,
        type: event.type,
        schemaVersion: event.schemaVersion ?? 1,
        data: event.data,
        metadata: event.metadata ?? {},
        createdAt: at,
      })),
    };
  }
}
