import type { ExpectedVersion, GlobalPosition, NewEvent, RecordedEvent } from './event-log.js';
import type { WritePath } from './write-path.js';

export * from './event-log.js';

export interface AppendResult {
  /** The stream's version after the append (its last event's stream position). */
  readonly nextExpectedVersion: bigint;
  /** Global position of the last event written, or of the already stored one on an idempotent repeat. */
  readonly position: GlobalPosition;
}

export interface ReadStreamOptions {
  /** Exclusive: only events whose stream position is greater. */
  readonly after?: bigint;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. */
  readonly after: GlobalPosition;
  readonly limit: number;
  /** Only these event types; all when absent. */
  readonly types?: readonly string[];
}

export interface ReadAllResult {
  readonly events: RecordedEvent[];
  /**
   * Where the next read starts. With a type filter this can be beyond the last returned event:
   * every event up to it has been considered, so a filtered reader still advances to the head.
   */
  readonly checkpoint: GlobalPosition;
  /** True when nothing more is visible now. */
  readonly isEnd: boolean;
}

export interface SubscribeOptions {
  readonly after: GlobalPosition;
  readonly types?: readonly string[];
  readonly batchSize?: number;
  /**
   * How long to gather appends after a wake-up before reading them (PostgreSQL adapter): under load a
   * burst of commits is then read in one page instead of one read per commit. Default 0.
   */
  readonly coalesceMs?: number;
  /**
   * The same, when appends kept arriving while the last page was handled (a steady stream): a longer
   * gather there makes a busy subscriber read fewer, larger pages. Default `coalesceMs`.
   */
  readonly busyCoalesceMs?: number;
}

/**
 * Receives events in order; the checkpoint it is given is where a restart should resume. A store may
 * also call it with no events and a checkpoint past the last one: it has searched that far and found
 * none of the types asked for (KurrentDB, among the events of other read models).
 */
export type BatchHandler = (events: RecordedEvent[], checkpoint: GlobalPosition) => Promise<void>;

export interface Subscription {
  /** Resolves once the handler will not be called again. */
  stop(): Promise<void>;
  /** Resolves when the subscription ends: on stop(), or rejects when the handler throws. */
  readonly done: Promise<void>;
}

export interface ReadLogOptions {
  /** Exclusive: events strictly after this position. */
  readonly after: GlobalPosition;
  readonly types: readonly string[];
  readonly pageSize: number;
}

/**
 * The event store port. The write side appends to streams with optimistic concurrency;
 * the read side follows the global log in a stable order from a checkpoint.
 */
export interface EventStore {
  /**
   * How a command's events commit together with the ordinary-table writes of its transaction, and so
   * how the read models its caller reads next catch up with them (see write-path.ts).
   */
  readonly writePath: WritePath;
  append(
    streamId: string,
    events: readonly NewEvent[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult>;
  /**
   * A stream's events in stream order, all of them or those after stream position `after` (so a
   * caller holding state folded up to a version reads only what is new); empty when none.
   */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  readAll(options: ReadAllOptions): Promise<ReadAllResult>;
  /** Catch-up from `after`, then live. The handler is called for one batch at a time. */
  subscribe(options: SubscribeOptions, handler: BatchHandler): Subscription;
  /**
   * The log as a rebuild reads it: pages of events of these types after `after`, in log order, up to
   * what was visible when it started (the rebuild catches up with readAll after). Empty pages are
   * not yielded. Where a store can read faster than page by page readAll, it does here.
   */
  readLog(options: ReadLogOptions): AsyncIterable<RecordedEvent[]>;
  /** The position of the newest visible event (START when empty). */
  headPosition(): Promise<GlobalPosition>;
  /** Cheap liveness check for /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class WrongExpectedVersion extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected version ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersion';
  }
}

/**
 * The event store cannot be reached (a server stopped, a connection lost). Nothing was written by the
 * call that failed; the caller may try again later (the HTTP API answers 503).
 */
export class EventStoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('Our records are briefly unavailable. Please try again in a moment.', { cause });
    this.name = 'EventStoreUnavailable';
  }
}

export const EVENT_STORE = Symbol('EventStore');
