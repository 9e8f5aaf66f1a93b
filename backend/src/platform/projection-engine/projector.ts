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
  /**
   * For a table a new version of the projector adds, or gives new columns: a query giving its rows
   * from the live tables (each named `{table}`, itself included), as they stand. Until that version's
   * rebuild switches readers over, they read this instead of an empty table, so a total kept in it is
   * never read as 0 after a deploy. Without it, new columns read as their declared defaults meanwhile.
   */
  readonly untilRebuilt?: string;
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
  /**
   * Opt-in, for a read model whose rows fit in memory: how a rebuild folds the log there and writes
   * each table once, with COPY (see RebuildFold). Without it a rebuild applies batches through `apply`.
   */
  readonly fold?: RebuildFold<E, unknown>;
}

/** A value as COPY writes it into a column: text (dates, times, ids, JSON), a number, a boolean, or null. */
export type CopyValue = string | number | boolean | null;

/** Rows of one of the projector's tables (its read-model name), each value in the order of `columns`. */
export interface TableRows {
  readonly table: string;
  readonly columns: readonly string[];
  readonly rows: Iterable<readonly CopyValue[]>;
}

/** Where a fold puts the rows of a table it only ever adds to: the rebuild copies them in as they come. */
export interface AppendedRows {
  add(table: string, row: readonly CopyValue[]): void;
}

/**
 * How a rebuild folds a read model in memory, in one pass over the log shared with the other read
 * models being rebuilt: `apply` folds each event into a state, synchronously, and the rebuild writes
 * `rows(state)` into the new, empty tables with COPY once the log is read, then builds their keys and
 * indexes. Rows of tables that only grow (one per event, never changed after) go out as they come,
 * through `appended`, and are not kept. The result must equal what `apply` writes batch by batch: the
 * tests compare the two.
 *
 * The state is plain data (objects, arrays, Maps, Sets, typed arrays, no class instances): a rebuild's
 * checkpoint stores it as it is (v8.serialize), so a rebuild killed mid-way resumes from it. Should the
 * states held outgrow the rebuild's memory budget, the largest is written out as it stands (COPY) and
 * its read model goes on through `apply`, batch by batch, from there.
 */
export interface RebuildFold<E extends DomainEvent, S> {
  /** The columns of each table `apply` appends rows to, in the order of a row's values. */
  readonly appends?: Readonly<Record<string, readonly string[]>>;
  /** The state of an empty read model. */
  initial(): S;
  /** Folds one event (in log order); throws on an event it cannot apply, as `apply` would. */
  apply(state: S, event: Recorded<E>, appended: AppendedRows): void;
  /** How many rows the state holds: which state the rebuild writes out first when memory runs short. */
  size(state: S): number;
  /** Every row the state stands for, table by table. */
  rows(state: S): Iterable<TableRows>;
}

/**
 * A projector over one event union, as the engine holds it. The engine hands a projector only the
 * types it declares, and the stored data is upcast to the newest schema, so this is the one place
 * where recorded events are taken to be of the projector's union.
 */
export function defineProjector<E extends DomainEvent>(projector: Projector<E>): Projector {
  return projector as unknown as Projector;
}

/** A fold over the events of `E` with a state of its own, as a projector holds it. */
export function defineFold<E extends DomainEvent, S>(fold: RebuildFold<E, S>): RebuildFold<E, unknown> {
  return fold as unknown as RebuildFold<E, unknown>;
}

/** The version of a projection's code that its checkpoint records: a change rebuilds it. */
export function versionOf(projector: Pick<Projector, 'versions'>): number {
  return projector.versions.length;
}

export const PROJECTORS = Symbol('Projectors');
