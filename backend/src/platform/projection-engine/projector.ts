import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store/event-store.port.js';

/** A domain event as a decider emits it: a type and its data. */
export type DomainEvent = { readonly type: string; readonly data: unknown };

/** The stored form of each member of a domain event union, with `type` and `data` still narrowed together. */
export type Recorded<E extends DomainEvent> = E extends unknown ? RecordedEvent<E['type'], E['data']> : never;

/**
 * One table of a read model. Readers use `name`, a view over the current version's table
 * (`<name>_v<n>`); a rebuild fills a new version and re-points the view when it is complete.
 */
export interface ReadModelTable {
  readonly name: string;
  /** Column definitions and the primary key, as inside CREATE TABLE (...). */
  readonly columns: string;
  /**
   * Column lists of the secondary indexes; a rebuild builds them after its bulk load. A list may end
   * with `INCLUDE (columns)`, columns the index carries for an index-only scan.
   */
  readonly indexes?: readonly string[];
}

/** Where a projector writes: the live tables, or the new version a rebuild is filling. */
export interface ProjectionTarget {
  readonly db: EntityManager;
  /** The physical table behind a read-model table name. */
  table(name: string): string;
}

/**
 * A read model's writer. The engine calls `apply` with batches of the event types it declares, inside
 * the transaction that also records how far it got, so each event is applied once. `inline`
 * projectors are applied in the append's own transaction on the PostgreSQL event store, so the
 * command's answer already shows them; the others (and all of them on KurrentDB) follow the log.
 */
export interface Projector<E extends DomainEvent = DomainEvent> {
  readonly name: string;
  /**
   * What each version of the projection brought, the first first; the count is its version. Add one
   * when its logic or tables change: the engine rebuilds it from zero, and its log says why.
   */
  readonly versions: readonly [string, ...string[]];
  readonly eventTypes: readonly E['type'][];
  readonly inline?: boolean;
  readonly tables: readonly ReadModelTable[];
  apply(events: readonly Recorded<E>[], into: ProjectionTarget): Promise<void>;
}

/**
 * A projector over one event union, as the engine holds it. The engine hands a projector only the
 * types it declares, and the stored data is upcast to the newest schema, so this is the one place
 * where recorded events are taken to be of the projector's union.
 */
export function defineProjector<E extends DomainEvent>(projector: Projector<E>): Projector {
  return projector as unknown as Projector;
}

/** The version of a projection's code that its checkpoint records: a change rebuilds it. */
export function versionOf(projector: Pick<Projector, 'versions'>): number {
  return projector.versions.length;
}

export const PROJECTORS = Symbol('Projectors');
