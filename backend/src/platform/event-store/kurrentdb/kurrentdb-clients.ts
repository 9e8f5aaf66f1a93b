import { ErrorType, KurrentDBClient } from '@kurrent/kurrentdb-client';
import { isDiscoveryFailure } from './kurrentdb-mapping.js';

/** At most one new client per this long, however many calls fail at once (a whole cluster down). */
const RENEW_AT_MOST_EVERY_MS = 1000;

/** How long a quick call (an append, a stream's read) may go unanswered before it is tried on a new client. */
export const STUCK_AFTER_MS = 1000;

/** Attempts of one call at most: its first, and those on new clients. */
export const MAX_ATTEMPTS = 10;

/**
 * The client the event store talks to, made anew when the one it has is stuck on a node that is gone.
 * Two faults of @kurrent/kurrentdb-client 1.3 (the newest) make this necessary:
 *
 * - Reads (readStream, readAll) go through its Rust bridge (@kurrent/bridge 0.2, the kurrentdb crate
 *   1.1), whose connection keeps to the node it chose: when that node dies it answers every read
 *   "unavailable" and does not look for another (kurrentdb/src/grpc.rs: reconnecting after a server
 *   error without a leader's address reuses the same node). With a cluster's leader killed, reads
 *   failed for about 40 s here, until the killed node was back.
 * - Appends first ask the server which methods it supports, and keep that answer's promise; when the
 *   cluster cannot be found at that moment (`Failed to discover after 10 attempts`, a whole cluster
 *   restarting), the rejected promise is kept, and every later append fails with it, for good.
 *
 * A call that fails so is tried once more on a new client, which finds the cluster afresh through
 * the gossip (appends are idempotent by event id and expected version). Subscriptions move to it when
 * they are opened again. A replaced client is disposed of once the last call or subscription on it
 * has ended.
 */
export class KurrentDbClients {
  private current: KurrentDBClient;
  private renewedAt = 0;
  /** Calls and subscriptions under way, per client in use. */
  private readonly users = new Map<KurrentDBClient, number>();
  /** Replaced clients still in use: disposed of when their last user ends. */
  private readonly retired = new Set<KurrentDBClient>();
  private readonly disposals: Promise<void>[] = [];
  /** When a call on each client last had an answer (a result or a failure). */
  private readonly answeredAt = new WeakMap<KurrentDBClient, number>();
  /** Who listens for a client's replacement (its subscriptions, to move to the new one). */
  private readonly replacedListeners = new Map<KurrentDBClient, Set<() => void>>();

  constructor(
    first: KurrentDBClient,
    /**
     * How to make another client. With it, the clients here are this object's to dispose of, the
     * first included; without it (the caller's own client), none is made or disposed of.
     */
    private readonly connect?: () => KurrentDBClient,
    private readonly stuckAfterMs = STUCK_AFTER_MS,
  ) {
    this.current = first;
  }

  /** The client calls start on now. */
  get client(): KurrentDBClient {
    return this.current;
  }

  /** The current client, kept from disposal until `release` (called once; later calls do nothing). */
  lease(): { client: KurrentDBClient; release: () => void } {
    const client = this.current;
    this.users.set(client, (this.users.get(client) ?? 0) + 1);
    let released = false;
    return {
      client,
      release: () => {
        if (released) return;
        released = true;
        const left = (this.users.get(client) ?? 1) - 1;
        if (left > 0) return void this.users.set(client, left);
        this.users.delete(client);
        if (this.retired.delete(client)) this.dispose(client);
      },
    };
  }

  /**
   * Runs the call, and answers its first result. When its client is stuck on a node that is gone, the
   * call runs again on a new client. A `quick` call (one that answers in milliseconds: an append, a
   * stream's read) also runs again on a new client when neither it nor any other call on its client
   * has had an answer for `stuckAfterMs`, the first attempt left running: a frozen node (a partition)
   * keeps its connection open, and the client would wait out its keep-alive, 10 s and 10 s more. A node
   * that answers other calls is slow, not frozen: its calls are left to finish, not doubled onto it. (A
   * filtered read of $all may rightly search for longer: it is not tried again so.) At most
   * `MAX_ATTEMPTS` in all; it fails only when every attempt has failed, with the last one's error.
   */
  run<T>(call: (client: KurrentDBClient) => Promise<T>, { quick = false } = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let attempts = 0;
      let running = 0;
      let answered = false;
      let timer: NodeJS.Timeout | undefined;
      const attempt = () => {
        attempts += 1;
        running += 1;
        const { client, release } = this.lease();
        const startedAt = Date.now();
        clearTimeout(timer);
        if (quick && this.connect && attempts < MAX_ATTEMPTS) {
          const hedge = () => {
            if (answered) return;
            const silentUntil = Math.max(startedAt, this.answeredAt.get(client) ?? 0) + this.stuckAfterMs;
            if (silentUntil > Date.now()) timer = setTimeout(hedge, silentUntil - Date.now());
            else if (this.renewStuck(client)) attempt();
            else timer = setTimeout(hedge, this.stuckAfterMs);
          };
          timer = setTimeout(hedge, this.stuckAfterMs);
        }
        const heard = () => {
          this.answeredAt.set(client, Date.now());
          release();
        };
        // A call that throws at once fails as its promise would: its lease released, its timer cleared.
        Promise.resolve()
          .then(() => call(client))
          .then(
            (value) => {
              heard();
              running -= 1;
              if (answered) return;
              answered = true;
              clearTimeout(timer);
              resolve(value);
            },
            (error: unknown) => {
              heard();
              running -= 1;
              // Outrun by another attempt's answer, its failure is no longer the call's; and while another
              // attempt (on a newer client) runs, that one may yet answer.
              if (answered || running > 0) return;
              if (attempts < MAX_ATTEMPTS && this.renewAfter(client, error)) return attempt();
              answered = true;
              clearTimeout(timer);
              reject(error);
            },
          );
      };
      attempt();
    });
  }

  /**
   * Calls `listener` once if `client` is replaced as stuck: a subscription on it would otherwise wait
   * on a frozen node as long as a call would. Answers how to stop listening.
   */
  onReplaced(client: KurrentDBClient, listener: () => void): () => void {
    const listeners = this.replacedListeners.get(client) ?? new Set();
    this.replacedListeners.set(client, listeners.add(listener));
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.replacedListeners.get(client) === listeners) {
        this.replacedListeners.delete(client);
      }
    };
  }

  /** Disposes of every client this object owns (those still in use too: the store is closing). */
  async close(): Promise<void> {
    if (this.connect) {
      for (const client of [this.current, ...this.retired]) this.dispose(client);
      this.retired.clear();
    }
    await Promise.all(this.disposals);
  }

  /** Replaces `failed` when the error says it is stuck; whether to try again. */
  private renewAfter(failed: KurrentDBClient, error: unknown): boolean {
    if (!this.connect || !isStuck(error)) return false;
    return this.renewStuck(failed);
  }

  /**
   * Replaces `stuck` unless another call has already (the answer is then yes: try the current one),
   * at most once a second; whether there is another client to try.
   */
  private renewStuck(stuck: KurrentDBClient): boolean {
    if (!this.connect) return false;
    if (this.current !== stuck) return true;
    if (Date.now() - this.renewedAt < RENEW_AT_MOST_EVERY_MS) return false;
    this.renewedAt = Date.now();
    this.current = this.connect();
    if (this.users.has(stuck)) this.retired.add(stuck);
    else this.dispose(stuck);
    const listeners = this.replacedListeners.get(stuck);
    this.replacedListeners.delete(stuck);
    for (const listener of listeners ?? []) listener();
    return true;
  }

  /** Its failure, if any, is close()'s to report (handled meanwhile: never an unhandled rejection). */
  private dispose(client: KurrentDBClient): void {
    const disposal = client.dispose();
    disposal.catch(() => undefined);
    this.disposals.push(disposal);
  }
}

/** A node that cannot be reached (the bridge's reads), or no cluster found (a kept discovery failure). */
function isStuck(error: unknown): boolean {
  return (error as { type?: unknown } | null)?.type === ErrorType.UNAVAILABLE || isDiscoveryFailure(error);
}
