import { setImmediate as nextMacrotask } from 'node:timers/promises';
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
  /** The client subscription, or undefined when nothing can match (the pump then idles until stop). */
  readonly source: SubscriptionSource | undefined;
  /** Events at or before this position are dropped (the server may start inclusively). */
  readonly after: GlobalPosition;
  readonly batchSize: number;
  /** Converts one item the source yields; undefined drops it (other or system types, links). */
  readonly convert: (item: unknown) => RecordedEvent | undefined;
  readonly handler: BatchHandler;
  /** Called once when the pump has finished, however it finished. */
  readonly onFinished?: () => void;
  /** What the source's error becomes in `done` (e.g. EventStoreUnavailable for a lost server). */
  readonly describeFailure?: (error: unknown) => unknown;
}

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

  wait(): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.waiter = resolve;
    });
  }
}

/**
 * Reads the source in paused mode and hands the handler one batch at a time: up to `batchSize`
 * events that are already buffered, so catch-up gets full batches and live events go out at once
 * (a partial batch waits one macrotask for more buffered events, never for a timer). The handler's
 * checkpoint is the last event's position. `done` rejects with the handler's error, or with the
 * source's error, or when the source ends on its own; stop() makes it resolve.
 */
export function pumpSubscription(options: PumpOptions): Subscription {
  const { source, after, convert, handler, onFinished, describeFailure = (error) => error } = options;
  const batchSize = Math.max(1, Math.floor(options.batchSize));
  const wakeup = new Wakeup();
  let stopping = false;
  let failure: unknown;
  let ended = false;
  let last = after;

  if (source) {
    source.on('readable', () => wakeup.notify());
    source.on('end', () => {
      ended = true;
      wakeup.notify();
    });
    source.on('close', () => {
      ended = true;
      wakeup.notify();
    });
    // Always listen: an 'error' without a listener would crash the process.
    source.on('error', (error: unknown) => {
      failure ??= describeFailure(error);
      wakeup.notify();
    });
  }

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
        if (failure !== undefined) throw failure;
        if (ended) throw new Error('The KurrentDB subscription ended without being stopped');
        await wakeup.wait();
      }
    } finally {
      if (source) {
        await source.unsubscribe().catch(() => undefined);
        source.destroy();
      }
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
