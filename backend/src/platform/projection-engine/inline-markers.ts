import type { EntityManager } from 'typeorm';
import type { GlobalPosition, RecordedEvent } from '../event-store/event-store.port.js';

/**
 * On PostgreSQL an inline projector's tables can run ahead of its checkpoint: the events applied
 * in their own transactions (and those a rebuild's switch applied past the checkpoint it stores).
 * A marker per (projector, writing transaction) lists them, committed with them, so the live
 * runner, following the log behind, applies only what nobody applied yet: events appended by a
 * writer that did not apply its inline projections. A projector's live tables therefore hold every
 * event up to its checkpoint plus exactly the events its markers list.
 */
export async function markApplied(
  db: EntityManager,
  projector: string,
  events: readonly RecordedEvent[],
): Promise<void> {
  const byTransaction = new Map<bigint, string[]>();
  for (const event of events) {
    const list = byTransaction.get(event.position.commit) ?? [];
    list.push(String(event.position.prepare));
    byTransaction.set(event.position.commit, list);
  }
  for (const [transaction, positions] of byTransaction) {
    await db.query(
      `INSERT INTO projection_inline_applied (projector, transaction_id, positions)
       VALUES ($1, $2::text::xid8, $3::bigint[])
       ON CONFLICT (projector, transaction_id)
       DO UPDATE SET positions = projection_inline_applied.positions || excluded.positions`,
      [projector, String(transaction), positions],
    );
  }
}

/** The events among these that are listed as applied already, as "commit:prepare" keys. */
export async function appliedAmong(
  db: EntityManager,
  projector: string,
  events: readonly RecordedEvent[],
): Promise<Set<string>> {
  const transactions = [...new Set(events.map((e) => String(e.position.commit)))];
  const rows: { transaction_id: string; positions: string[] }[] = await db.query(
    `SELECT transaction_id::text, positions::text[] FROM projection_inline_applied
     WHERE projector = $1 AND transaction_id = ANY ($2::text[]::xid8[])`,
    [projector, transactions],
  );
  const applied = new Set<string>();
  for (const row of rows) for (const p of row.positions) applied.add(`${row.transaction_id}:${p}`);
  return applied;
}

export const positionKey = (position: GlobalPosition) => `${position.commit}:${position.prepare}`;

/** Markers of transactions wholly behind the checkpoint are no longer needed. */
export async function forgetMarkersBefore(
  db: EntityManager,
  projector: string,
  checkpoint: GlobalPosition,
): Promise<void> {
  await db.query(
    'DELETE FROM projection_inline_applied WHERE projector = $1 AND transaction_id < $2::text::xid8',
    [projector, String(checkpoint.commit)],
  );
}

export async function forgetAllMarkers(db: EntityManager, projector: string): Promise<void> {
  await db.query('DELETE FROM projection_inline_applied WHERE projector = $1', [projector]);
}
