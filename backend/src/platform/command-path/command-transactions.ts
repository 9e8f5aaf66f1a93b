import type { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { Clock } from '../clock/clock.js';
import {
  comparePositions,
  type GlobalPosition,
  type RecordedEvent,
  START,
} from '../event-store/event-store.port.js';
import type { WritePath } from '../event-store/write-path.js';
import type { InlineProjections } from '../projection-engine/inline-projections.js';
import { CommandRetriesExhausted } from './command-errors.js';
import { CommandTransaction, type HeldState } from './command-transaction.js';
import type { StreamStateCache } from './stream-state-cache.js';

const MAX_ATTEMPTS = 8;

/**
 * Events written through an outbox have no log position until the relay stores them (START). Once
 * it has, each event of the command's answer carries where it landed, so that whoever waits on the
 * answer's events (ReadYourWrites) waits for each projector up to the events it handles.
 */
function settlePositions(
  events: readonly RecordedEvent[],
  landed: ReadonlyMap<string, GlobalPosition>,
): void {
  for (const event of events) {
    const at = landed.get(event.id);
    if (at && comparePositions(event.position, START) === 0)
      (event as { position: GlobalPosition }).position = at;
  }
}

/**
 * The unit of work of the command path: one database transaction per attempt, in which the event
 * store's write path takes part, run again (up to 8 times) when another writer got to a stream
 * first. Once it commits, the streams' states are held for the next transaction (where versions are
 * final), and the answer waits for the write path to bring the events into the log and for the
 * inline read models to apply them, when that did not happen in the transaction.
 */
export class CommandTransactions {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writePath: WritePath,
    private readonly inline: InlineProjections,
    private readonly held: StreamStateCache<HeldState> | undefined,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly observer: { committed(events: readonly RecordedEvent[]): void },
  ) {}

  async run<T>(work: (tx: CommandTransaction) => Promise<T>): Promise<T> {
    const touched = new Set<string>();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      let tx: CommandTransaction | undefined;
      try {
        const result = await this.dataSource.transaction((manager) => {
          tx = new CommandTransaction(manager, this.clock.now(), this.writePath.join(manager), touched);
          return work(tx);
        });
        const done = tx as CommandTransaction;
        this.observer.committed(done.appended);
        for (const { streamId, held } of done.decided) this.held?.set(streamId, held);
        const landed = await this.writePath.afterCommit(done.appended);
        if (landed) {
          settlePositions(done.appended, landed);
          await this.inline.awaitApplied(done.appended);
        }
        return result;
      } catch (error) {
        if (!this.writePath.isLostRace(error)) throw error;
        // What this process held for those streams is behind: read them whole on the next attempt.
        for (const streamId of touched) this.held?.delete(streamId);
        this.logger.debug?.({ message: 'stream moved on; deciding again', attempt, streams: [...touched] });
      }
    }
    throw new CommandRetriesExhausted([...touched]);
  }
}
