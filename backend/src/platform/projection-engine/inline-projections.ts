import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../event-store/event-store.port.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { PROJECTORS, type Projector } from './projector.js';
import { projectionTarget } from './read-model-tables.js';

/**
 * A projector's inline lock, taken exclusively by a rebuild's switch. Every transaction applying the
 * projector inline holds it shared (start_inline_projection(), migration 1763800000700).
 */
export const EXCLUSIVE_INLINE_LOCK_SQL = "SELECT pg_advisory_xact_lock(hashtext('inline:' || $1))";

/**
 * The inline projectors, applied in the transaction that appends their events (PostgreSQL event
 * store only), so a command's answer already shows them with no wait. On KurrentDB they follow the
 * log like the others, and a command waits for them by name (`namesFor`).
 */
@Injectable()
export class InlineProjections {
  readonly enabled: boolean;
  private readonly inline: readonly Projector[];

  constructor(@Inject(PROJECTORS) projectors: Projector[], @Inject(EVENT_STORE) eventStore: EventStore) {
    this.enabled = eventStore instanceof PostgresEventStore;
    this.inline = projectors.filter((p) => p.inline);
  }

  /** The inline projectors that handle any of these event types. */
  namesFor(types: readonly string[]): string[] {
    return this.inline.filter((p) => p.eventTypes.some((t) => types.includes(t))).map((p) => p.name);
  }

  /**
   * Applies the inline projectors to these events, in `db`: the transaction that has just appended
   * them with the PostgreSQL event store (READ COMMITTED, as TypeORM's default). Each projector is
   * applied under its shared inline lock, to the table version current once the lock is held, and
   * the events are marked applied for the live runner. While a projector's tables are from older
   * code (its rebuild is under way) it is left to the rebuild, which reads these events from the log.
   */
  async applyWithin(db: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
    if (!this.enabled) {
      throw new Error(
        'Inline projections run in the append transaction only with the PostgreSQL event store',
      );
    }
    for (const projector of this.inline) {
      const mine = events.filter((e) => projector.eventTypes.includes(e.type));
      if (mine.length === 0) continue;
      const tableVersion = await startInlineProjection(db, projector, mine);
      if (tableVersion === null) continue;
      await projector.apply(mine, projectionTarget(db, projector, tableVersion));
    }
  }
}

/**
 * Takes the projector's shared inline lock, reads its checkpoint after it, and marks these events
 * applied by this transaction (migration 1763800000700), in one round trip. Answers the table
 * version to write to, or null while its tables are from other code (a rebuild is under way).
 */
async function startInlineProjection(
  db: EntityManager,
  projector: Projector,
  events: readonly RecordedEvent[],
): Promise<number | null> {
  // One transaction appended them all: they share its commit position.
  const transaction = events[0].position.commit;
  if (events.some((event) => event.position.commit !== transaction)) {
    throw new Error('Inline projections apply the events of the transaction that appends them');
  }
  const rows: { table_version: number | null }[] = await db.query(
    'SELECT start_inline_projection($1, $2, $3::text::xid8, $4::bigint[]) AS table_version',
    [projector.name, projector.version, String(transaction), events.map((e) => String(e.position.prepare))],
  );
  return rows[0].table_version;
}
