import type { EntityManager } from 'typeorm';
import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { StreamsInTransaction } from '../event-store/write-path.js';

/** A stream's folded state, its version, and the decider that folded it: several deciders read the member stream. */
export interface HeldState {
  readonly state: unknown;
  readonly version: bigint;
  readonly folder: unknown;
}

/**
 * One attempt of a command-path transaction: its connection, the event store's streams as it sees
 * them, and what its commands decided (kept once it commits).
 */
export class CommandTransaction {
  /** Each stream's state after this transaction's commands, in the order they ran. */
  readonly decided: Array<{ readonly streamId: string; readonly held: HeldState }> = [];
  /** The events appended, as recorded. */
  readonly appended: RecordedEvent[] = [];

  constructor(
    readonly manager: EntityManager,
    /** The current time, read once per attempt. */
    readonly now: Date,
    readonly streams: StreamsInTransaction,
    /** Every stream any attempt of this transaction touched (shared across attempts). */
    readonly touched: Set<string>,
  ) {}

  /** The state an earlier command of this transaction left a stream in. */
  latest(streamId: string): HeldState | undefined {
    return this.decided.findLast((entry) => entry.streamId === streamId)?.held;
  }
}
