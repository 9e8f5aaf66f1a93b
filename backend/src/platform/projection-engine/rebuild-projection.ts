import type { DataSource, EntityManager } from 'typeorm';
import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
  START,
} from '../event-store/event-store.port.js';
import type { TransactionalLog } from '../event-store/write-path.js';
import { lockCheckpoint, type StoredCheckpoint, switchCheckpoint } from './checkpoints.js';
import { forgetAllMarkers, markApplied } from './inline-markers.js';
import { EXCLUSIVE_INLINE_LOCK_SQL } from './inline-projections.js';
import { type Projector, versionOf } from './projector.js';
import {
  createIndexes,
  createTables,
  dropTablesExcept,
  physicalTable,
  pointViews,
  projectionTarget,
} from './read-model-tables.js';

export interface RebuildResult {
  readonly events: number;
  readonly seconds: number;
  /** The live checkpoint after the switch. */
  readonly checkpoint: StoredCheckpoint;
}

export interface RebuildOptions {
  readonly onProgress?: (eventsApplied: number) => void;
  /** Events per committed batch. */
  readonly batchSize?: number;
  readonly log?: { log(message: string, context: Record<string, unknown>): void };
  /** Checked between batches: a stopping app leaves the rebuild to resume from its checkpoint. */
  readonly isStopped?: () => boolean;
}

/**
 * A rebuild's batch transaction. Committing asynchronously is safe: a batch lost in a crash is lost
 * together with its checkpoint, and read again.
 */
const BEGIN_BATCH = 'BEGIN; SET LOCAL synchronous_commit = off';

export class RebuildStopped extends Error {
  constructor(projector: string) {
    super(`Rebuild of ${projector} stopped; it resumes from its checkpoint next time`);
    this.name = 'RebuildStopped';
  }
}

/**
 * Rebuilds a read model without stopping the site. It fills a new version of the tables
 * (`<table>_v<n+1>`, primary keys only) from the log in committed batches, each with the rebuild's
 * own checkpoint (a killed rebuild resumes there), builds the secondary indexes, catches up with
 * the live log, then in one short transaction applies the last events, re-points the read-model
 * views and the live checkpoint at the new tables; the old ones are dropped after. Meanwhile the
 * live runner, inline writers and readers carry on with the old tables.
 */
export async function rebuildProjection(
  projector: Projector,
  dataSource: DataSource,
  eventStore: EventStore,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const started = process.hrtime.bigint();
  const { name } = projector;
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    // One rebuild of a projector at a time, across processes (the app's start-up, npm run replay).
    const [{ free }] = await lock.query("SELECT pg_try_advisory_lock(hashtext('rebuild:' || $1)) AS free", [
      name,
    ]);
    if (!free) {
      options.log?.log('another rebuild of this projector is running; waiting for it', { projector: name });
      await lock.query("SELECT pg_advisory_lock(hashtext('rebuild:' || $1))", [name]);
    }
    const build = new Build(projector, dataSource, eventStore, options);
    const checkpoint = await build.run();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { events: build.applied, seconds, checkpoint };
  } finally {
    await lock.query("SELECT pg_advisory_unlock(hashtext('rebuild:' || $1))", [name]).catch(() => undefined);
    await lock.release();
  }
}

interface Page {
  readonly events: RecordedEvent[];
  readonly checkpoint: GlobalPosition;
  readonly isEnd: boolean;
}

class Build {
  applied = 0;
  private tableVersion = 0;
  private position: GlobalPosition = START;
  /** Where the inline writers of this projector append and apply it in one transaction. */
  private readonly inlineLog: TransactionalLog | undefined;
  private readonly batchSize: number;

  constructor(
    private readonly projector: Projector,
    private readonly dataSource: DataSource,
    private readonly eventStore: EventStore,
    private readonly options: RebuildOptions,
  ) {
    this.inlineLog = projector.inline ? eventStore.writePath.logInTransaction : undefined;
    this.batchSize = options.batchSize ?? 5000;
  }

  async run(): Promise<StoredCheckpoint> {
    await this.prepare();
    await this.bulkLoad();
    await this.dataSource.transaction((db) => createIndexes(db, this.projector, this.tableVersion));
    // What was appended meanwhile (little, unless the bulk load was long): with the indexes in place.
    await this.catchUp();
    const checkpoint = await this.switchOver();
    await this.dataSource.transaction((db) => dropTablesExcept(db, this.projector, [this.tableVersion]));
    return checkpoint;
  }

  /** Resumes a rebuild of the same code that was cut short, or starts a new table version. */
  private async prepare(): Promise<void> {
    const { name } = this.projector;
    const version = versionOf(this.projector);
    await this.dataSource.transaction(async (db) => {
      const live = await lockCheckpoint(db, name, version);
      const rows: {
        version: number;
        table_version: number;
        commit_position: string;
        prepare_position: string;
      }[] = await db.query(
        `SELECT version, table_version, commit_position::text, prepare_position::text
           FROM projection_rebuilds WHERE name = $1`,
        [name],
      );
      const previous = rows[0];
      const [{ kept }] = previous
        ? await db.query('SELECT to_regclass($1) IS NOT NULL AS kept', [
            physicalTable(this.projector.tables[0].name, previous.table_version),
          ])
        : [{ kept: false }];
      if (kept && previous.version === version && previous.table_version !== live.tableVersion) {
        this.tableVersion = previous.table_version;
        this.position = {
          commit: BigInt(previous.commit_position),
          prepare: BigInt(previous.prepare_position),
        };
        this.options.log?.log('resuming a rebuild', { projector: name, tableVersion: this.tableVersion });
      } else {
        this.tableVersion = Math.max(live.tableVersion, previous?.table_version ?? 0) + 1;
        this.position = START;
        await db.query(
          `INSERT INTO projection_rebuilds (name, version, table_version) VALUES ($1, $2, $3)
           ON CONFLICT (name) DO UPDATE SET version = $2, table_version = $3, commit_position = 0,
             prepare_position = 0, started_at = now(), updated_at = now()`,
          [name, version, this.tableVersion],
        );
      }
      await dropTablesExcept(db, this.projector, [live.tableVersion, this.tableVersion]);
      await createTables(db, this.projector, this.tableVersion);
    });
  }

  /**
   * The log as the event store reads it for a rebuild (see EventStore.readLog), up to when it
   * started, a batch a transaction on one connection. A batch's checkpoint, its commit and the next
   * batch's BEGIN go in one round trip; the last, empty transaction is rolled back.
   */
  private async bulkLoad(): Promise<void> {
    const pages = this.eventStore.readLog({
      after: this.position,
      types: this.projector.eventTypes,
      pageSize: this.batchSize,
    });
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let open = false;
    try {
      for await (const page of pages) {
        if (this.options.isStopped?.()) throw new RebuildStopped(this.projector.name);
        if (!open) await runner.query(BEGIN_BATCH);
        open = true;
        await this.projector.apply(page, this.target(runner.manager));
        const upTo = page[page.length - 1].position;
        await runner.query(`${this.checkpointSql(upTo)}; COMMIT; ${BEGIN_BATCH}`);
        this.batchDone(upTo, page.length);
      }
    } finally {
      if (open) await runner.query('ROLLBACK').catch(() => undefined);
      await runner.release();
    }
  }

  /** Up to what the live log shows now, through the event store's ordinary reads. */
  private async catchUp(): Promise<void> {
    for (;;) {
      const page: Page = await this.eventStore.readAll({
        after: this.position,
        limit: this.batchSize,
        types: this.projector.eventTypes,
      });
      if (page.events.length > 0 || comparePositions(page.checkpoint, this.position) !== 0) {
        await this.applyBatch(page.events, page.checkpoint);
      }
      if (page.isEnd) return;
    }
  }

  private async applyBatch(events: readonly RecordedEvent[], upTo: GlobalPosition): Promise<void> {
    if (this.options.isStopped?.()) throw new RebuildStopped(this.projector.name);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      // Opened and closed in one round trip each.
      await runner.query(BEGIN_BATCH);
      if (events.length > 0) await this.projector.apply(events, this.target(runner.manager));
      await runner.query(`${this.checkpointSql(upTo)}; COMMIT`);
    } catch (error) {
      await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
    this.batchDone(upTo, events.length);
  }

  /** The rebuild's own checkpoint, moved in the batch's transaction. */
  private checkpointSql(upTo: GlobalPosition): string {
    return `UPDATE projection_rebuilds SET commit_position = ${upTo.commit}, prepare_position = ${upTo.prepare},
      updated_at = now() WHERE name = '${this.projector.name.replaceAll("'", "''")}'`;
  }

  private batchDone(upTo: GlobalPosition, events: number): void {
    this.position = upTo;
    this.applied += events;
    this.options.onProgress?.(this.applied);
  }

  /**
   * One short transaction. Inline writers are held at their lock while it applies the last committed
   * events; those past the final part of the log are marked applied, so the live runner skips them
   * and the inline writers waiting behind the lock apply theirs to the new tables.
   */
  private async switchOver(): Promise<StoredCheckpoint> {
    const { name, eventTypes } = this.projector;
    const version = versionOf(this.projector);
    const inlineLog = this.inlineLog;
    const checkpoint = await this.dataSource.transaction(async (db) => {
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
      await db.query('DELETE FROM projection_rebuilds WHERE name = $1', [name]);
      return switched;
    });
    this.options.onProgress?.(this.applied);
    return checkpoint;
  }

  /** An asynchronous projector's last events, up to what the log shows final now. */
  private async applyRemaining(db: EntityManager): Promise<GlobalPosition> {
    let position = this.position;
    for (;;) {
      const page = await this.eventStore.readAll({
        after: position,
        limit: this.batchSize,
        types: this.projector.eventTypes,
      });
      if (page.events.length > 0) await this.projector.apply(page.events, this.target(db));
      this.applied += page.events.length;
      position = page.checkpoint;
      if (page.isEnd) return position;
    }
  }

  private target(db: EntityManager) {
    return projectionTarget(db, this.projector, this.tableVersion);
  }
}
