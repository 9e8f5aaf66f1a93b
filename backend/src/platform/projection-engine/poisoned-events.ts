import type { EntityManager } from 'typeorm';
import {
  EventStoreUnavailable,
  type GlobalPosition,
  type RecordedEvent,
} from '../event-store/event-store.port.js';

/** An event a projector could not apply, and why: what the owner, the log and `npm run replay` are told. */
export interface PoisonedEvent {
  readonly projector: string;
  readonly event: {
    readonly id: string;
    readonly type: string;
    readonly streamId: string;
    readonly position: GlobalPosition;
  };
  readonly error: string;
}

export function poisonedEvent(projector: string, event: RecordedEvent, error: unknown): PoisonedEvent {
  const { id, type, streamId, position } = event;
  return { projector, event: { id, type, streamId, position }, error: describeError(error) };
}

export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export const positionText = (position: GlobalPosition) => `${position.commit}/${position.prepare}`;

/**
 * An error that says nothing about the events being applied: the database or the event store went
 * away, a deadlock, a lock or a cancelled statement. The same work is tried again later; any other
 * error of a projector's (bad data, a constraint, its own code throwing) comes back every time.
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof EventStoreUnavailable) return true;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') {
    // SQLSTATE classes: 08 connection, 40 rolled back (deadlock, serialization), 53 resources,
    // 57 operator intervention (cancelled, shut down), 58 system, XX internal; 55P03 lock not available.
    if (/^(08|40|53|57|58|XX)/.test(code) || code === '55P03') return true;
    if (/^E[A-Z]+$/.test(code)) return true; // a Node network error: ECONNRESET, ECONNREFUSED, EPIPE…
  }
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connection error|Client was closed|timeout exceeded when trying to connect/i.test(
    message,
  );
}

/**
 * Finds the first of these events that `attempt` cannot apply, by halves: `attempt` applies the events
 * it is given or, failing, leaves nothing of them (a savepoint rolled back) and throws. The events
 * before the one found are applied when it answers. Answers undefined when every part applied (the
 * batch failed only as a whole), and rethrows a transient error at once.
 */
export async function firstFailing<E>(
  events: readonly E[],
  attempt: (events: readonly E[]) => Promise<void>,
): Promise<{ event: E; error: unknown } | undefined> {
  let rest = events;
  while (rest.length > 0) {
    const part = rest.slice(0, Math.ceil(rest.length / 2));
    try {
      await attempt(part);
      rest = rest.slice(part.length);
    } catch (error) {
      if (isTransient(error)) throw error;
      if (part.length === 1) return { event: part[0], error };
      rest = part;
    }
  }
  return undefined;
}

/** Applies `work` in a savepoint of the open transaction: on failure nothing of it stays, and it throws. */
export async function inSavepoint(db: EntityManager, name: string, work: () => Promise<void>): Promise<void> {
  await db.query(`SAVEPOINT ${name}`);
  try {
    await work();
  } catch (error) {
    await db.query(`ROLLBACK TO SAVEPOINT ${name}`);
    throw error;
  }
  await db.query(`RELEASE SAVEPOINT ${name}`);
}
