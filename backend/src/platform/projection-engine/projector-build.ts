import v8 from 'node:v8';
import type { PoolClient } from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
  START,
} from '../event-store/event-store.port.js';
import type { TransactionalLog } from '../event-store/write-path.js';
import { lockCheckpoint, recordRebuilt, type StoredCheckpoint, switchCheckpoint } from './checkpoints.js';
import { copyRows } from './copy-rows.js';
import { forgetAllMarkers, markApplied } from './inline-markers.js';
import { EXCLUSIVE_INLINE_LOCK_SQL } from './inline-projections.js';
import { BEGIN_BATCH, type PassWriter } from './pass-writer.js';
import { describeError, firstFailing, inSavepoint, isTransient, poisonedEvent } from './poisoned-events.js';
import {
  type CopyValue,
  type DomainEvent,
  type Projector,
  type RebuildFold,
  versionOf,
} from './projector.js';
import {
  addKeys,
  createBareTables,
  createIndexes,
  createTables,
  dropTablesExcept,
  physicalTable,
  pointViews,
  projectionTarget,
} from './read-model-tables.js';

/** Why a projector's rebuild was given up: the event it could not apply, when one is to blame. */
export interface RebuildFailure {
  readonly projector: string;
  readonly event?: RecordedEventRef;
  readonly error: string;
}

export interface RecordedEventRef {
  readonly id: string;
  readonly type: string;
  readonly streamId: string;
  readonly position: GlobalPosition;
}

export class RebuildStopped extends Error {
  constructor(projector: string) {
    super(`Rebuild of ${projector} stopped; it resumes from its checkpoint next time`);
    this.name = 'RebuildStopped';
  }
}

export interface BuildOptions {
  /** Events a batch applies through the projector's `apply`. */
  readonly batchSize: number;
  readonly log?: { log(message: string, context: Record<string, unknown>): void };
  readonly isStopped?: () => boolean;
}

/** Sorting millions of keys in memory, not in temporary files (the server's default is 64 MB). */
const KEY_BUILD_MEMORY = "SET LOCAL maintenance_work_mem = '256MB'";

/** Rows a fold sets aside for a table that only grows before they are copied in. */
const APPENDED_ROWS_PER_COPY = 50_000;

/**
 * One read model's rebuild (see rebuild-pass.ts): it fills a new version of the tables
 * (`<table>_v<n+1>`) from the events the pass hands it, in memory when the projector has a fold (bare
 * tables, written once with COPY, keys built after) or in batches through `apply`; then it builds the
 * secondary indexes, catches up with the live log and switches readers over in one short transaction.
 * Its checkpoint (`projection_rebuilds`, with the fold's state) moves with the pass's commits, so a
 * rebuild killed mid-way resumes where it was.
 */
export class ProjectorBuild {
  readonly name: string;
  readonly types: ReadonlySet<string>;
  tableVersion = 0;
  position: GlobalPosition = START;
  /** Events of its types applied in this run. */
  applied = 0;
  /** Rows its fold wrote with COPY. */
  rowsCopied = 0;
  /** Its events are folded in memory (else applied in batches). */
  folding = false;
  /** Its fold outgrew the memory budget and was written out before the end of the log. */
  spilled = false;
  failure?: RebuildFailure;
  checkpoint?: StoredCheckpoint;
  /** Seconds from the start of the rebuild to its switch. */
  switchedAt = 0;
  private state: unknown;
  private appliedBefore = 0;
  /** Until the pass passes the checkpoint a resumed rebuild starts from, earlier events are skipped. */
  private ahead = false;
  private pending: RecordedEvent[] = [];
  /** Given up in the pass: its tables and checkpoint are still to go. */
  private discardPending = false;
  private appended = new Map<string, CopyValue[][]>();
  private appendedCount = 0;
  private readonly inlineLog: TransactionalLog | undefined;
  private readonly version: number;

  constructor(
    readonly projector: Projector,
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
    private readonly options: BuildOptions,
  ) {
    this.name = projector.name;
    this.types = new Set(projector.eventTypes);
    this.version = versionOf(projector);
    this.inlineLog = projector.inline ? eventStore.writePath.logInTransaction : undefined;
  }

  /**
   * Resumes a rebuild of the same code that was cut short, or starts a new table version. With
   * `onlyOutdated` (a deploy's rebuild), answers false when the live tables are from this code already
   * (another instance rebuilt them meanwhile), and does nothing.
   */
  async prepare(onlyOutdated: boolean): Promise<boolean> {
    const { name, version, projector } = this;
    return this.dataSource.transaction(async (db) => {
      const live = await lockCheckpoint(db, name, version);
      if (onlyOutdated && live.version === version) return false;
      const [previous]: {
        version: number;
        table_version: number;
        commit_position: string;
        prepare_position: string;
        events_applied: string;
        folding: boolean;
        fold_state: Buffer | null;
      }[] = await db.query(
        `SELECT version, table_version, commit_position::text, prepare_position::text, events_applied::text,
                folding, fold_state
         FROM projection_rebuilds WHERE name = $1`,
        [name],
      );
      const [{ kept }] = previous
        ? await db.query('SELECT to_regclass($1) IS NOT NULL AS kept', [
            physicalTable(projector.tables[0].name, previous.table_version),
          ])
        : [{ kept: false }];
      if (kept && previous.version === version && previous.table_version !== live.tableVersion) {
        this.tableVersion = previous.table_version;
        this.position = {
          commit: BigInt(previous.commit_position),
          prepare: BigInt(previous.prepare_position),
        };
        this.ahead = comparePositions(this.position, START) > 0;
        this.appliedBefore = Number(previous.events_applied);
        this.folding = previous.folding && projector.fold !== undefined;
        if (this.folding) {
          this.state = previous.fold_state ? v8.deserialize(previous.fold_state) : projector.fold?.initial();
        }
        this.options.log?.log('resuming a rebuild', {
          projector: name,
          tableVersion: this.tableVersion,
          folding: this.folding,
        });
      } else {
        this.tableVersion = Math.max(live.tableVersion, previous?.table_version ?? 0) + 1;
        this.folding = projector.fold !== undefined;
        this.state = projector.fold?.initial();
        await db.query(
          `INSERT INTO projection_rebuilds (name, version, table_version, folding) VALUES ($1, $2, $3, $4)
           ON CONFLICT (name) DO UPDATE SET version = $2, table_version = $3, commit_position = 0,
             prepare_position = 0, started_at = now(), updated_at = now(), progress = 0, events_applied = 0,
             folding = $4, fold_state = NULL`,
          [name, version, this.tableVersion, this.folding],
        );
      }
      await dropTablesExcept(db, projector, [live.tableVersion, this.tableVersion]);
      if (this.folding) await createBareTables(db, projector, this.tableVersion);
      else await createTables(db, projector, this.tableVersion);
      return true;
    });
  }

  get active(): boolean {
    return this.failure === undefined;
  }

  /** How many rows its fold holds (0 when it does not fold). */
  get heldRows(): number {
    return this.folding ? this.fold.size(this.state) : 0;
  }

  private get fold(): RebuildFold<DomainEvent, unknown> {
    const { fold } = this.projector;
    if (!fold) throw new Error(`${this.name} has no fold`);
    return fold;
  }

  /**
   * Takes one of its events, in log order: folds it, or keeps it for the next batch. Synchronous (the
   * pass hands every event of a page to the rebuilds that want it, then calls `afterPage`); a fold
   * that throws gives the rebuild up.
   */
  take(event: RecordedEvent): void {
    if (this.failure) return;
    if (this.ahead) {
      if (comparePositions(event.position, this.position) <= 0) return;
      this.ahead = false;
    }
    if (this.folding) {
      try {
        this.fold.apply(this.state, event, this.sink);
      } catch (error) {
        this.giveUp(poisonedEvent(this.name, event, error));
        return;
      }
    } else {
      this.pending.push(event);
    }
    this.applied++;
  }

  /** After a page: queues a batch or a chunk of appended rows once large enough, or its discarding. */
  async afterPage(writer: PassWriter): Promise<void> {
    if (this.failure) {
      if (this.discardPending) {
        this.discardPending = false;
        await writer.run(
          (db) => this.discard(db),
          async (error) => {
            throw error;
          },
        );
      }
      return;
    }
    if (this.pending.length >= this.options.batchSize) await this.flushBatch(writer);
    if (this.appendedCount >= APPENDED_ROWS_PER_COPY) await this.flushAppended(writer);
  }

  private readonly sink = {
    add: (table: string, row: readonly CopyValue[]) => {
      let rows = this.appended.get(table);
      if (!rows) {
        rows = [];
        this.appended.set(table, rows);
      }
      rows.push(row as CopyValue[]);
      this.appendedCount++;
    },
  };

  /** Queues the writes of everything taken so far. */
  async flush(writer: PassWriter): Promise<void> {
    await this.flushBatch(writer);
    await this.flushAppended(writer);
  }

  private async flushBatch(writer: PassWriter): Promise<void> {
    if (this.pending.length === 0 || this.failure) return;
    const events = this.pending;
    this.pending = [];
    await writer.run(
      (db) => this.applyUnlessFailed(db, events),
      (error, db) => this.batchFailed(db, events, error),
    );
  }

  private async flushAppended(writer: PassWriter): Promise<void> {
    if (this.appendedCount === 0 || this.failure) return;
    const columns = this.projector.fold?.appends ?? {};
    const tables = this.appended;
    this.appended = new Map();
    this.appendedCount = 0;
    await writer.run(
      async (db) => {
        if (this.failure) return;
        for (const [table, rows] of tables) await this.copyInto(db, table, columnsOf(columns, table), rows);
      },
      (error, db) => this.failWithin(db, { projector: this.name, error: describeError(error) }),
    );
  }

  /**
   * Memory runs short: writes the fold's rows into its tables as they stand and builds their keys; from
   * then on its events go through `apply`, batch by batch.
   */
  async spill(writer: PassWriter): Promise<void> {
    if (!this.folding || this.failure) return;
    const fold = this.fold;
    await this.flushAppended(writer);
    const state = this.state;
    this.state = undefined;
    this.folding = false;
    this.spilled = true;
    await writer.run(
      (db) => this.writeOut(db, fold, state),
      (error, db) => this.failWithin(db, { projector: this.name, error: describeError(error) }),
    );
  }

  /**
   * At the end of the log (the pass has committed up to it): writes the fold's rows into its tables,
   * builds their keys and moves its checkpoint, in one transaction on a connection of its own, so
   * that the folds are written out side by side.
   */
  async finishFold(upTo: GlobalPosition, progress: number): Promise<void> {
    if (!this.folding || this.failure) return;
    const fold = this.fold;
    const state = this.state;
    this.state = undefined;
    this.folding = false;
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(`${BEGIN_BATCH}; ${KEY_BUILD_MEMORY}`);
      try {
        await inSavepoint(runner.manager, 'finish_fold', () => this.writeOut(runner.manager, fold, state));
      } catch (error) {
        if (isTransient(error)) throw error;
        await this.failWithin(runner.manager, { projector: this.name, error: describeError(error) });
        await runner.query('COMMIT');
        return;
      }
      await this.saveCheckpoint(runner.manager, upTo, progress, null);
      await runner.query('COMMIT');
    } catch (error) {
      await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async writeOut(db: EntityManager, fold: RebuildFold<DomainEvent, unknown>, state: unknown) {
    if (this.failure) return;
    for (const { table, columns, rows } of fold.rows(state)) await this.copyInto(db, table, columns, rows);
    await addKeys(db, this.projector, this.tableVersion);
  }

  /** The fold's state as it stands, for the checkpoint the pass commits next; null when it does not fold. */
  snapshot(): Buffer | null {
    return this.folding ? v8.serialize(this.state) : null;
  }

  /** Moves the rebuild's own checkpoint, in the pass's transaction. `progress` is 0 to 1. */
  async saveCheckpoint(db: EntityManager, upTo: GlobalPosition, progress: number, snapshot: Buffer | null) {
    if (this.failure) return;
    if (comparePositions(upTo, this.position) > 0) this.position = upTo;
    await db.query(
      `UPDATE projection_rebuilds SET commit_position = $2, prepare_position = $3, progress = $4,
         events_applied = $5, folding = $6, fold_state = $7, updated_at = now()
       WHERE name = $1`,
      [
        this.name,
        String(this.position.commit),
        String(this.position.prepare),
        progress,
        this.appliedBefore + this.applied,
        this.folding,
        snapshot,
      ],
    );
  }

  /** Builds the secondary indexes, catches up with the live log and switches readers over. */
  async complete(seconds: () => number): Promise<void> {
    if (this.failure) return;
    await this.setProgress(0.93);
    await this.dataSource.transaction(async (db) => {
      await db.query(KEY_BUILD_MEMORY);
      await createIndexes(db, this.projector, this.tableVersion);
    });
    await this.setProgress(0.97);
    // What was appended meanwhile (little, unless the pass was long): with the indexes in place.
    await this.catchUp();
    if (this.failure) return;
    this.checkpoint = await this.switchOver(seconds);
    this.switchedAt = seconds();
    await this.dataSource.transaction((db) => dropTablesExcept(db, this.projector, [this.tableVersion]));
  }

  private async setProgress(progress: number): Promise<void> {
    await this.dataSource.query(
      'UPDATE projection_rebuilds SET progress = $2, updated_at = now() WHERE name = $1',
      [this.name, progress],
    );
  }

  /** Up to what the live log shows now, through the event store's ordinary reads. */
  private async catchUp(): Promise<void> {
    for (;;) {
      if (this.options.isStopped?.()) throw new RebuildStopped(this.name);
      const page = await this.eventStore.readAll({
        after: this.position,
        limit: this.options.batchSize,
        types: this.projector.eventTypes,
      });
      if (page.events.length > 0 || comparePositions(page.checkpoint, this.position) !== 0) {
        if (!(await this.applyCaughtUp(page.events, page.checkpoint))) return;
      }
      if (page.isEnd) return;
    }
  }

  /** One batch of the catch-up in its own transaction, with the checkpoint; false once it failed. */
  private async applyCaughtUp(events: readonly RecordedEvent[], upTo: GlobalPosition): Promise<boolean> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query(BEGIN_BATCH);
      try {
        await inSavepoint(runner.manager, 'catch_up', () => this.applyUnlessFailed(runner.manager, events));
      } catch (error) {
        if (isTransient(error)) throw error;
        await this.batchFailed(runner.manager, events, error);
        await runner.query('COMMIT');
        return false;
      }
      await this.saveCheckpoint(runner.manager, upTo, 0.97, null);
      await runner.query('COMMIT');
    } catch (error) {
      await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
    this.applied += events.length;
    return true;
  }

  /**
   * One short transaction. Inline writers are held at their lock while it applies the last committed
   * events; those past the final part of the log are marked applied, so the live runner skips them
   * and the inline writers waiting behind the lock apply theirs to the new tables.
   */
  private async switchOver(seconds: () => number): Promise<StoredCheckpoint> {
    const { name, eventTypes } = this.projector;
    const version = this.version;
    const inlineLog = this.inlineLog;
    return this.dataSource.transaction(async (db) => {
      if (inlineLog) await db.query(EXCLUSIVE_INLINE_LOCK_SQL, [name]);
      await lockCheckpoint(db, name, version);
      let position: GlobalPosition;
      if (inlineLog) {
        const { events, finalUpTo } = await inlineLog.remaining(db, this.position, eventTypes);
        if (events.length > 0) await this.projector.apply(events, this.target(db));
        this.applied += events.length;
        await forgetAllMarkers(db, name);
        await markApplied(
          db,
          name,
          events.filter((e) => comparePositions(e.position, finalUpTo) > 0),
        );
        position = finalUpTo;
      } else {
        position = await this.applyRemaining(db);
      }
      const switched: StoredCheckpoint = { version, tableVersion: this.tableVersion, position };
      await pointViews(db, this.projector, this.tableVersion);
      await switchCheckpoint(db, name, switched);
      await recordRebuilt(db, name, { seconds: seconds(), events: this.appliedBefore + this.applied });
      await db.query('DELETE FROM projection_rebuilds WHERE name = $1', [name]);
      return switched;
    });
  }

  /** An asynchronous projector's last events, up to what the log shows final now. */
  private async applyRemaining(db: EntityManager): Promise<GlobalPosition> {
    let position = this.position;
    for (;;) {
      const page = await this.eventStore.readAll({
        after: position,
        limit: this.options.batchSize,
        types: this.projector.eventTypes,
      });
      if (page.events.length > 0) await this.projector.apply(page.events, this.target(db));
      this.applied += page.events.length;
      position = page.checkpoint;
      if (page.isEnd) return position;
    }
  }

  private async applyUnlessFailed(db: EntityManager, events: readonly RecordedEvent[]): Promise<void> {
    if (this.failure || events.length === 0) return;
    await this.projector.apply(events, this.target(db));
  }

  private async copyInto(
    db: EntityManager,
    table: string,
    columns: readonly string[],
    rows: Iterable<readonly CopyValue[]>,
  ): Promise<void> {
    if (!db.queryRunner) throw new Error('A rebuild copies rows within its transaction');
    const client = (await db.queryRunner.connect()) as PoolClient;
    this.rowsCopied += await copyRows(client, this.target(db).table(table), columns, rows);
  }

  /** A batch failed: finds the event to blame (the events before it are applied, for nothing), and gives up. */
  private async batchFailed(
    db: EntityManager,
    events: readonly RecordedEvent[],
    error: unknown,
  ): Promise<void> {
    const found = await firstFailing(events, (part) =>
      inSavepoint(db, 'rebuild_probe', () => this.projector.apply(part, this.target(db))),
    );
    const failure: RebuildFailure = found
      ? poisonedEvent(this.name, found.event, found.error)
      : { projector: this.name, error: describeError(error) };
    await this.failWithin(db, failure);
  }

  /** Gives up from the pass (a fold that threw on an event): its tables go after this page. */
  private giveUp(failure: RebuildFailure): void {
    this.failure = failure;
    this.discardPending = true;
    this.state = undefined;
    this.pending = [];
    this.appended = new Map();
    this.appendedCount = 0;
  }

  /** Gives up within a write of its own (in the pass's transaction, or the catch-up's). */
  private async failWithin(db: EntityManager, failure: RebuildFailure): Promise<void> {
    this.failure = failure;
    this.state = undefined;
    this.pending = [];
    await this.discard(db);
  }

  /**
   * A rebuild given up leaves nothing: its tables and its checkpoint go, in the transaction that
   * commits next, so none of its writes since the last checkpoint is ever taken for applied. The live
   * tables stay as they are; the next replay starts it from the beginning of the log.
   */
  private async discard(db: EntityManager): Promise<void> {
    const [{ live }] = await db.query(
      'SELECT table_version AS live FROM projection_checkpoints WHERE name = $1',
      [this.name],
    );
    await dropTablesExcept(db, this.projector, [live]);
    await db.query('DELETE FROM projection_rebuilds WHERE name = $1', [this.name]);
  }

  private target(db: EntityManager) {
    return projectionTarget(db, this.projector, this.tableVersion);
  }
}

function columnsOf(appends: Readonly<Record<string, readonly string[]>>, table: string): readonly string[] {
  const columns = appends[table];
  if (!columns) throw new Error(`The fold appends rows to ${table} but declares no columns for it`);
  return columns;
}
