import { ErrorType, KurrentDBClient } from '@kurrent/kurrentdb-client';

/** At most one new client per this long, however many reads fail at once (a whole cluster down). */
const RENEW_AT_MOST_EVERY_MS = 1000;

/**
 * The client the event store reads with, made anew when the node it reads from has gone.
 *
 * @kurrent/kurrentdb-client 1.3 reads (readStream, readAll) through its Rust bridge (@kurrent/bridge
 * 0.2, built on the kurrentdb crate 1.1), whose connection keeps to the node it chose: when that node
 * dies it answers every read "unavailable" and does not look for another (kurrentdb/src/grpc.rs:
 * reconnecting after a server error without a leader's address reuses the same node; reconnecting to
 * an address that does not answer ends its connection for good). On a cluster whose leader is killed,
 * reads failed for about 40 s here, until the killed node was back. A read that finds its node gone
 * is tried once more on a new client, which finds the cluster's leader through the gossip. Appends and
 * subscriptions go through the client's gRPC channel, which rediscovers by itself.
 */
export class KurrentDbReads {
  private current: KurrentDBClient;
  private renewedAt = 0;

  constructor(
    /** The store's own client (also its appends'): never disposed of here. */
    private readonly first: KurrentDBClient,
    /** How to make another client; none when the caller owns the client (then it is kept). */
    private readonly connect?: () => KurrentDBClient,
  ) {
    this.current = first;
  }

  /** Runs the read; when its node is gone, once more on a new client. */
  async run<T>(read: (client: KurrentDBClient) => Promise<T>): Promise<T> {
    const client = this.current;
    try {
      return await read(client);
    } catch (error) {
      if (!this.renewAfter(client, error)) throw error;
      return read(this.current);
    }
  }

  /** Disposes of the client this made last, if any. */
  async close(): Promise<void> {
    if (this.current !== this.first) await this.current.dispose();
  }

  /** Replaces `failed` when the error says its node cannot be reached; whether to try again. */
  private renewAfter(failed: KurrentDBClient, error: unknown): boolean {
    if (!this.connect || (error as { type?: unknown } | null)?.type !== ErrorType.UNAVAILABLE) return false;
    if (this.current !== failed) return true; // another read has renewed it already
    if (Date.now() - this.renewedAt < RENEW_AT_MOST_EVERY_MS) return false;
    this.renewedAt = Date.now();
    this.current = this.connect();
    // A client made here holds no stream of its own (reads end with their call): let it go.
    if (failed !== this.first) void failed.dispose();
    return true;
  }
}
