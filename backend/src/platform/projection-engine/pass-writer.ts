import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { isTransient } from './poisoned-events.js';

/**
 * A rebuild's batch transaction. Committing asynchronously is safe: a batch lost in a crash is lost
 * together with its checkpoint, and read again.
 */
export const BEGIN_BATCH = 'BEGIN; SET LOCAL synchronous_commit = off';

/**
 * The writes of a rebuild pass, on one connection, in one open transaction between checkpoints. The
 * pass queues them and goes on reading and folding the log while the database works through them,
 * up to `ahead` writes behind. Each runs in a savepoint: should one fail for its own reasons (an event
 * its projector cannot apply), its savepoint is rolled back and `onFailure` is told, and the others
 * carry on; a lost connection fails the pass.
 */
export class PassWriter {
  private tail: Promise<void> = Promise.resolve();
  private queued = 0;
  private broken: unknown;
  private closed = false;

  private constructor(
    private readonly runner: QueryRunner,
    private readonly ahead: number,
  ) {}

  static async open(dataSource: DataSource, ahead = 4): Promise<PassWriter> {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    await runner.query(BEGIN_BATCH);
    return new PassWriter(runner, ahead);
  }

  get db(): EntityManager {
    return this.runner.manager;
  }

  /** Queues `work`; waits only while `ahead` writes are queued already. */
  async run(
    work: (db: EntityManager) => Promise<void>,
    onFailure: (error: unknown, db: EntityManager) => Promise<void>,
  ): Promise<void> {
    while (this.queued >= this.ahead) await this.tail;
    this.queued++;
    this.tail = this.tail
      .then(async () => {
        if (this.broken !== undefined) return;
        await this.db.query('SAVEPOINT rebuild_write');
        try {
          await work(this.db);
        } catch (error) {
          if (isTransient(error)) throw error;
          await this.db.query('ROLLBACK TO SAVEPOINT rebuild_write');
          await onFailure(error, this.db);
          return;
        }
        await this.db.query('RELEASE SAVEPOINT rebuild_write');
      })
      .catch((error) => {
        this.broken ??= error;
      })
      .finally(() => {
        this.queued--;
      });
  }

  /** Resolves once every queued write is done; throws what broke the pass, if anything did. */
  async settle(): Promise<void> {
    await this.tail;
    if (this.broken !== undefined) throw this.broken;
  }

  /** Commits what the writes and `finish` did (the checkpoints, in the same transaction), and opens the next. */
  async commit(finish: (db: EntityManager) => Promise<void>): Promise<void> {
    await this.settle();
    await finish(this.db);
    await this.runner.query(`COMMIT; ${BEGIN_BATCH}`);
  }

  /** Ends the connection (once; again does nothing); what was not committed is rolled back. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.tail;
    await this.runner.query('ROLLBACK').catch(() => undefined);
    await this.runner.release();
  }
}
