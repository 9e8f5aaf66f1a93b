import { setImmediate as nextMacrotask, setTimeout as sleep } from 'node:timers/promises';
import type { BatchHandler, GlobalPosition, RecordedEvent, Subscription } from '../event-store.port.js';
import { isAfter } from './kurrentdb-mapping.js';

/**
 * What we use of the client's AllStreamSubscription (dist/types/index.d.ts):
 * `ReadableSubscription<E> extends Readable { unsubscribe(): Promise<void> }`, an object-mode
 * Transform fed by the gRPC read stream. Its `unsubscribe()` cancels the gRPC call; the
 * cancellation error is swallowed by the client, and the Transform is not necessarily ended
 * afterwards, so the pump below never waits for 'end' to stop.
 */
export interface SubscriptionSource {
  /** Readable#read() in object mode: the next buffered item, or null. */
  read(): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  destroy(): unknown;
  unsubscribe(): Promise<void>;
}

export interface PumpOptions {
  /**
   * Opens the client subscription for events after `after` (the server may start inclusively);
   * undefined when nothing can match (the pump then idles until stop). Called again to resume.
   * `checkpointReached` is to hear the server's checkpoints of a filtered subscription: how far it
   * has searched, every event before it already handed to the source.
   */
  readonly open: (
    after: GlobalPosition,
    checkpointReached: (position: GlobalPosition) => void,
  ) => SubscriptionSource | undefined;
  /** Events at or before this position are dropped. */
  readonly after: GlobalPosition;
  readonly batchSize: number;
  /** Converts one item the source yields; undefined drops it (other or system types, links). */
  readonly convert: (item: unknown) => RecordedEvent | undefined;
  readonly handler: BatchHandler;
  /** Called once when the pump has finished, however it finished. */
  readonly onFinished?: () => void;
  /** What the source's error becomes in `done` (e.g. EventStoreUnavailable for a lost server). */
  readonly describeFailure?: (error: unknown) => unknown;
  /**
   * Whether the source's failure is one to open it again after (its node is gone: the client finds
   * another) rather than to end with. None by default.
   */
  readonly resumable?: (error: unknown) => boolean;
  /**
   * Whether the source's failure only says it is to move to another client (its own was replaced as
   * stuck): opened again at once, and not counted against the resumes allowed.
   */
  readonly moved?: (error: unknown) => boolean;
  /** The pause before opening again (ms; 200 by default). */
  readonly resumeDelayMs?: number;
  /** The least time between two checkpoints handed on without events (ms; 1,000 by default). */
  readonly checkpointEveryMs?: number;
}

/**
 * How often a subscription is opened again before its failure is its owner's to handle: a leader's
 * loss costs one or two (the gossip names the new leader within seconds), a server that stays away
 * many. Past this many in RESUME_WINDOW_MS, `done` rejects and the projection runner takes over,
 * logging it and trying again at its own pace.
 */
const MAX_RESUMES = 10;
const RESUME_WINDOW_MS = 30_000;
const ENDED = new Error('The KurrentDB subscription ended without being stopped');

/** Wakes the pump; a notification that arrives while nobody waits is kept for the next wait. */
class Wakeup {
  private pending = false;
  private waiter: (() => void) | undefined;

  notify(): void {
    const waiter = this.waiter;
    this.waiter = undefined;
    if (waiter) waiter();
    else this.pending = true;
  }

  /** Until notified, or for at most `timeoutMs`. */
  wait(timeoutMs?: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const woken = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              if (this.waiter === woken) this.waiter = undefined;
              resolve();
            }, timeoutMs);
      this.waiter = woken;
    });
  }
}

/**
 * Reads the source in paused mode and hands the handler one batch at a time: up to `batchSize`
 * events that are already buffered, so catch-up gets full batches and live events go out at once
 * (a partial batch waits one macrotask for more buffered events, never for a timer). The handler's
 * checkpoint is the last event's position. Where the server's search has gone past the last event
 * (a filtered subscription among many events of other types), the handler is also given that
 * checkpoint with no events, at most once a second, when nothing is buffered: its owner keeps it, and
 * neither a restart nor a lag count reads that stretch of the log again. When the source fails in a
 * way `resumable` accepts, it is opened again after the last event handed on, a few times at most;
 * else `done` rejects with the source's error (or when it ends on its own), as it does with the
 * handler's; stop() makes it resolve.
 */
export function pumpSubscription(options: PumpOptions): Subscription {
  const { open, after, convert, handler, onFinished, describeFailure = (error) => error } = options;
  const resumable = options.resumable ?? (() => false);
  const batchSize = Math.max(1, Math.floor(options.batchSize));
  const wakeup = new Wakeup();
  let stopping = false;
  let source: SubscriptionSource | undefined;
  /** The current source's failure (ENDED when it ended on its own), if it has failed. */
  let failure: unknown;
  let last = after;
  /** The server's newest checkpoint, when it is past the last event handed on. */
  let reached: GlobalPosition | undefined;
  let checkpointHandedAt = 0;
  const checkpointEveryMs = options.checkpointEveryMs ?? 1000;
  const resumes: number[] = [];

  const attach = () => {
    let mine: SubscriptionSource | undefined;
    const current = () => mine !== undefined && source === mine;
    mine = open(last, (position) => {
      if (!current() || !isAfter(position, reached ?? last)) return;
      reached = position;
      wakeup.notify();
    });
    source = mine;
    failure = undefined;
    if (!mine) return;
    mine.on('readable', () => current() && wakeup.notify());
    const ended = () => {
      if (!current()) return;
      failure ??= ENDED;
      wakeup.notify();
    };
    mine.on('end', ended);
    mine.on('close', ended);
    // Always listen: an 'error' without a listener would crash the process.
    mine.on('error', (error: unknown) => {
      if (!current()) return;
      failure ??= error;
      wakeup.notify();
    });
  };

  const detach = async () => {
    const old = source;
    source = undefined;
    if (old) {
      await old.unsubscribe().catch(() => undefined);
      old.destroy();
    }
  };

  /** Whether this failure may be resumed from: one of those `resumable` names, not too many lately. */
  const mayResume = (error: unknown) => {
    if (error !== ENDED && options.moved?.(error)) return true;
    if (error === ENDED || !resumable(error)) return false;
    const now = Date.now();
    while (resumes.length > 0 && resumes[0] < now - RESUME_WINDOW_MS) resumes.shift();
    if (resumes.length >= MAX_RESUMES) return false;
    resumes.push(now);
    return true;
  };

  const fill = (batch: RecordedEvent[]) => {
    if (!source) return;
    while (batch.length < batchSize) {
      const item: unknown = source.read();
      if (item === null) return;
      const event = convert(item);
      if (!event || !isAfter(event.position, last)) continue;
      last = event.position;
      batch.push(event);
    }
  };

  const run = async () => {
    try {
      attach();
      while (!stopping) {
        const batch: RecordedEvent[] = [];
        fill(batch);
        if (batch.length > 0 && batch.length < batchSize) {
          await nextMacrotask();
          fill(batch);
        }
        if (stopping) break;
        if (batch.length > 0) {
          await handler(batch, batch[batch.length - 1].position);
          continue;
        }
        if (reached && !isAfter(reached, last)) reached = undefined;
        if (reached && failure === undefined) {
          const wait = checkpointHandedAt + checkpointEveryMs - Date.now();
          if (wait > 0) {
            await wakeup.wait(wait);
            continue;
          }
          last = reached;
          reached = undefined;
          checkpointHandedAt = Date.now();
          await handler([], last);
          continue;
        }
        if (failure !== undefined) {
          const error = failure;
          if (!mayResume(error)) throw error === ENDED ? error : describeFailure(error);
          await detach();
          if (!options.moved?.(error)) await sleep(options.resumeDelayMs ?? 200);
          if (stopping) break;
          attach();
          continue;
        }
        await wakeup.wait();
      }
    } finally {
      await detach();
      onFinished?.();
    }
  };

  const done = run();
  // The owner learns of a failure through `done` (or stop()); never as an unhandled rejection.
  done.catch(() => undefined);

  return {
    done,
    async stop() {
      stopping = true;
      wakeup.notify();
      await done.catch(() => undefined);
    },
  };
}
