import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import { ProjectionProgress } from './projection-progress.js';
import { PROJECTORS, type Projector, versionOf } from './projector.js';
import { projectorTargets } from './projector-targets.js';
import { projectionTarget } from './read-model-tables.js';

/**
 * A projector's inline lock, taken exclusively by a rebuild's switch. Every transaction applying the
 * projector inline holds it shared (start_inline_projection(), made by the baseline migration).
 */
export const EXCLUSIVE_INLINE_LOCK_SQL = "SELECT pg_advisory_xact_lock(hashtext('inline:' || $1))";

/**
 * The inline projectors: the read models a screen refetches right after a command, so its answer
 * shows them. Where the write path puts events in the log inside the command's transaction they are
 * applied in it (`applyWithin`); otherwise they follow the log like the others and the command waits
 * for them (`awaitApplied`).
 */
@Injectable()
export class InlineProjections {
  private readonly logger = new Logger('InlineProjections');
  private readonly inline: readonly Projector[];

  constructor(
    @Inject(PROJECTORS) projectors: Projector[],
    private readonly progress: ProjectionProgress,
  ) {
    this.inline = projectors.filter((p) => p.inline);
  }

  /**
   * Applies the inline projectors to these events, in `db`: the transaction that has just appended
   * them to the log (READ COMMITTED, as TypeORM's default). Each projector is applied under its
   * shared inline lock, to the table version current once the lock is held, and the events are
   * marked applied for the live runner. While a projector's tables are from older code (its rebuild
   * is under way) it is left to the rebuild, which reads these events from the log.
   */
  async applyWithin(db: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
    for (const projector of this.inline) {
      const mine = events.filter((e) => projector.eventTypes.includes(e.type));
      if (mine.length === 0) continue;
      const tableVersion = await startInlineProjection(db, projector, mine);
      if (tableVersion === null) continue;
      await projector.apply(mine, projectionTarget(db, projector, tableVersion));
    }
  }

  /** Waits, bounded, until each inline projector of these events has applied the last one it handles. */
  async awaitApplied(events: readonly RecordedEvent[]): Promise<void> {
    const waits = projectorTargets(this.inline, events);
    const reached = await Promise.all(
      waits.map(({ name, position }) => this.progress.waitFor([name], position)),
    );
    const lagging = waits.filter((_, i) => !reached[i]).map(({ name }) => name);
    if (lagging.length > 0) {
      this.logger.warn({ message: 'inline projections lagging after a command', projectors: lagging });
    }
  }
}

/**
 * Takes the projector's shared inline lock, reads its checkpoint after it, and marks these events
 * applied by this transaction (start_inline_projection(), made by the baseline migration), in one round
 * trip. Answers the table version to write to, or null while its tables are from other code (a rebuild
 * is under way).
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
    [
      projector.name,
      versionOf(projector),
      String(transaction),
      events.map((e) => String(e.position.prepare)),
    ],
  );
  return rows[0].table_version;
}
