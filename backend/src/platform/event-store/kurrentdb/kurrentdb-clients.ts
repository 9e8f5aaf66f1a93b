import { ErrorType, KurrentDBClient } from '@kurrent/kurrentdb-client';
import { isDiscoveryFailure } from './kurrentdb-mapping.js';

/** At most one new client per this long, however many calls fail at once (a whole cluster down). */
const RENEW_AT_MOST_EVERY_MS = 1000;

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
 * they are opened again. Old clients are disposed of only on close: a subscription may still be
 * reading through one.
 */
export class KurrentDbClients {
  private current: KurrentDBClient;
  private readonly made: KurrentDBClient[] = [];
  private renewedAt = 0;

  constructor(
    /** The store's first client: its owner's to dispose of. */
    first: KurrentDBClient,
    /** How to make another client; none when the caller owns the client (then it is kept). */
    private readonly connect?: () => KurrentDBClient,
  ) {
    this.current = first;
  }

  /** The client to start a call on. */
  get client(): KurrentDBClient {
    return this.current;
  }

  /** Runs the call; when its client is stuck on a node that is gone, once more on a new client. */
  async run<T>(call: (client: KurrentDBClient) => Promise<T>): Promise<T> {
    const client = this.current;
    try {
      return await call(client);
    } catch (error) {
      if (!this.renewAfter(client, error)) throw error;
      return call(this.current);
    }
  }

  /** Disposes of every client made here. */
  async close(): Promise<void> {
    await Promise.all(this.made.map((client) => client.dispose()));
  }

  /** Replaces `failed` when the error says it is stuck; whether to try again. */
  private renewAfter(failed: KurrentDBClient, error: unknown): boolean {
    if (!this.connect || !isStuck(error)) return false;
    if (this.current !== failed) return true; // another call has renewed it already
    if (Date.now() - this.renewedAt < RENEW_AT_MOST_EVERY_MS) return false;
    this.renewedAt = Date.now();
    this.current = this.connect();
    this.made.push(this.current);
    return true;
  }
}

/** A node that cannot be reached (the bridge's reads), or no cluster found (a kept discovery failure). */
function isStuck(error: unknown): boolean {
  return (error as { type?: unknown } | null)?.type === ErrorType.UNAVAILABLE || isDiscoveryFailure(error);
}
