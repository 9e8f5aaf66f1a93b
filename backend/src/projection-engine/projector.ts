import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store/event-store.port.js';

/**
 * A read model's writer. The engine calls `apply` with batches of the event types it declares,
 * inside the transaction that also stores its checkpoint, so a batch is applied exactly once.
 * Bump `version` when the projection's logic or tables change: the engine rebuilds it from zero.
 */
export interface Projector {
  readonly name: string;
  readonly version: number;
  readonly eventTypes: readonly string[];
  apply(events: readonly RecordedEvent[], db: EntityManager): Promise<void>;
  /** Empties the read model before a rebuild; runs in the rebuild's transaction. */
  reset(db: EntityManager): Promise<void>;
}

export const PROJECTORS = Symbol('Projectors');
