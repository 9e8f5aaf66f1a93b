import type { DataSource } from 'typeorm';
import { KeyedLock } from '../../concurrency/keyed-lock.js';
import {
  type EventStore,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
  WrongExpectedVersion,
} from '../event-store.port.js';
import { type OutboxRow, toNewEvent } from './outbox-rows.js';

const BATCH = 500;

/**
 * Moves the outbox into the event store: in batches, each stream's waiting events in one append
 * with the expected version they were decided at, then deletes them in the transaction that locked
 * them. A repeat after a crash between the append and that commit is the same events at the same
 * place, which the event store stores once; so each event is appended exactly once, in its stream's
 * order.
 */
export class OutboxRelay {
  private readonly lock = new KeyedLock();
  /** Where this relay stored each event lately, for the command that wrote it (read-your-writes). */
  private readonly relayedAt = new Map<string, GlobalPosition>();
  /** The last group read back for its events' positions (see positionOf). */
  private readBack?: {
    streamId: string;
    group: readonly OutboxRow[];
    positions: ReadonlyMap<string, GlobalPosition>;
  };

  constructor(
    private readonly store: EventStore,
    private readonly dataSource: DataSource,
  ) {}

  /** Relays all that waits. One relay at a time in a process; across processes the row locks queue them. */
  relayPending(): Promise<number> {
    return this.lock.run('relay', async () => {
      let relayed = 0;
      for (;;) {
        const count = await this.relayBatch();
        relayed += count;
        if (count < BATCH) return relayed;
      }
    });
  }

  /** Resolves once no relay of this process is under way. */
  idle(): Promise<void> {
    return this.lock.run('relay', async () => {});
  }

  /** Relays what waits now, then answers where the last of these events is in the log. */
  async relayAndLocate(
    events: readonly RecordedEvent[],
  ): Promise<ReadonlyMap<string, GlobalPosition> | undefined> {
    await this.relayPending();
    const located = new Map<string, GlobalPosition>();
    const elsewhere = new Map<string, RecordedEvent[]>();
    for (const event of events) {
      const at = this.relayedAt.get(event.id);
      if (at) located.set(event.id, at);
      else elsewhere.set(event.streamId, [...(elsewhere.get(event.streamId) ?? []), event]);
    }
    // Relayed by another process (or before this one restarted): find them in their streams.
    for (const [streamId, mine] of elsewhere) {
      const ids = new Set(mine.map((event) => event.id));
      for (const stored of await this.store.readStream(streamId, { after: mine[0].streamPosition - 1n })) {
        if (ids.has(stored.id)) located.set(stored.id, stored.position);
      }
    }
    return located.size > 0 ? located : undefined;
  }

  private relayBatch(): Promise<number> {
    return this.dataSource.transaction(async (db) => {
      const rows: OutboxRow[] = await db.query(
        `SELECT * FROM event_outbox ORDER BY sequence LIMIT ${BATCH} FOR UPDATE`,
      );
      if (rows.length === 0) return 0;
      const byStream = new Map<string, OutboxRow[]>();
      for (const row of rows) byStream.set(row.stream_id, [...(byStream.get(row.stream_id) ?? []), row]);
      // In the order they were decided, so the log keeps a transaction's events across streams in order.
      for (const [streamId, group] of byStream) {
        const landed = await this.appendGroup(streamId, group);
        for (const row of group)
          this.remember(row.event_id, await this.positionOf(streamId, row, group, landed));
      }
      await db.query('DELETE FROM event_outbox WHERE sequence = ANY ($1::bigint[])', [
        rows.map((row) => row.sequence),
      ]);
      return rows.length;
    });
  }

  /** Appends one stream's waiting events where they were decided; answers where the last one is. */
  private async appendGroup(streamId: string, rows: readonly OutboxRow[]): Promise<GlobalPosition> {
    const events = rows.map(toNewEvent);
    const decidedAt = rows[0].stream_position;
    if (decidedAt !== null) {
      const first = BigInt(decidedAt);
      try {
        return (await this.store.append(streamId, events, first === 0n ? 'no_stream' : first - 1n)).position;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion)) throw error;
      }
    }
    return this.appendMissing(streamId, events);
  }

  /**
   * Part of the group is stored already (a crash between an append and its commit, then more events
   * came), or the rows predate their positions: append what the stream lacks after what it has. A
   * writer outside the outbox racing this one fails the batch, which is tried again.
   */
  private async appendMissing(streamId: string, events: readonly NewEvent[]): Promise<GlobalPosition> {
    const stored = await this.store.readStream(streamId);
    const storedAt = new Map(stored.map((event) => [event.id, event.position]));
    const missing = events.filter((event) => !storedAt.has(event.id));
    if (missing.length === 0) return storedAt.get(events[events.length - 1].id) as GlobalPosition;
    const version = stored.length > 0 ? stored[stored.length - 1].streamPosition : 'no_stream';
    return (await this.store.append(streamId, missing, version)).position;
  }

  /**
   * Where one relayed event is. An append answers only where its last event landed; a group of more
   * than one is read back once, so that each event has its own position (a projector of the first
   * event's type only ever reaches that one's, and the command's caller waits for it).
   */
  private async positionOf(
    streamId: string,
    row: OutboxRow,
    group: readonly OutboxRow[],
    landed: GlobalPosition,
  ): Promise<GlobalPosition> {
    if (group.length === 1 || row === group[group.length - 1]) return landed;
    if (!this.readBack || this.readBack.streamId !== streamId || this.readBack.group !== group) {
      const ids = new Set(group.map((r) => r.event_id));
      const from = group[0].stream_position;
      const stored = await this.store.readStream(streamId, from === null ? {} : { after: BigInt(from) - 1n });
      this.readBack = {
        streamId,
        group,
        positions: new Map(stored.filter((e) => ids.has(e.id)).map((e) => [e.id, e.position])),
      };
    }
    return this.readBack.positions.get(row.event_id) ?? landed;
  }

  private remember(eventId: string, position: GlobalPosition): void {
    if (this.relayedAt.size > 10_000) this.relayedAt.clear();
    this.relayedAt.set(eventId, position);
  }
}
