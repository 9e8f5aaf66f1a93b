import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';

/**
 * Work an endpoint does after it has answered (forgot-password mails a link after the same answer
 * for every address, so neither the answer nor its timing tells whether the account exists).
 * Each piece starts once the current answer is written, its failure is logged rather than lost, and
 * shutdown waits for what is under way before the database and the mail transport close.
 */
@Injectable()
export class BackgroundWork implements BeforeApplicationShutdown {
  private readonly logger = new Logger('BackgroundWork');
  private readonly pending = new Set<Promise<void>>();

  run(name: string, work: () => Promise<unknown>): void {
    const task: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) =>
          this.logger.error({
            message: 'background work failed',
            work: name,
            error: error instanceof Error ? error.stack : String(error),
          }),
      )
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves once every piece of work started so far (and any it started) has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }
}
