import { randomBytes } from 'node:crypto';
import type { Pool } from 'pg';

export const CHANNEL = 'sadhana_events';

/**
 * Tells subscribers which event types were appended, once the appends have committed: this
 * process's own subscribers at once, other processes' through one NOTIFY for many appends.
 *
 * The NOTIFY is not sent in the appending transaction: PostgreSQL serialises the commits of all
 * transactions that notify on one lock over its whole notification queue, which made every
 * append's commit wait for every other's. Here at most one NOTIFY is in flight, at most one every
 * `gapMs`, naming every type appended since the last. A process that dies between an append and its
 * NOTIFY leaves other processes' subscribers to their fallback poll.
 *
 * The payload is this process's origin tag, a space, and the types joined with commas; a listener
 * skips its own process's notifications, whose subscribers were woken already. An empty payload
 * (from anywhere) wakes every subscriber.
 */
export class AppendNotifications {
  /** Unique to this process's event store. */
  readonly origin = randomBytes(6).toString('hex');
  private readonly owed = new Set<string>();
  private sending?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private lastSent = 0;

  constructor(
    private readonly pool: Pool,
    /** Wakes this process's subscribers for these types. */
    private readonly wakeLocal: (types: readonly string[]) => void,
    private readonly onError: (error: unknown, context: string) => void,
    private readonly gapMs = 50,
  ) {}

  /** After these types' events have committed. */
  appended(types: Iterable<string>): void {
    const named = [...new Set(types)];
    if (named.length === 0) return;
    this.wakeLocal(named);
    for (const type of named) this.owed.add(type);
    this.schedule();
  }

  /** The types a notification names, or undefined for every type; null when it is this process's own. */
  typesOf(payload: string | undefined): readonly string[] | undefined | null {
    if (!payload) return undefined;
    const space = payload.indexOf(' ');
    if (space < 0) return payload.split(',');
    if (payload.slice(0, space) === this.origin) return null;
    return payload.slice(space + 1).split(',');
  }

  /** Sends what is owed now; resolves when nothing is in flight. */
  async flush(): Promise<void> {
    await this.sending;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.owed.size > 0) await this.send();
  }

  private schedule(): void {
    if (this.sending || this.timer) return;
    const wait = this.lastSent + this.gapMs - performance.now();
    if (wait <= 0) {
      void this.send();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.sending) void this.send();
    }, wait);
    this.timer.unref();
  }

  private send(): Promise<void> {
    const types = [...this.owed];
    this.owed.clear();
    this.lastSent = performance.now();
    this.sending = this.pool
      .query('SELECT pg_notify($1, $2)', [CHANNEL, `${this.origin} ${types.join(',')}`])
      .then(
        () => undefined,
        (error) => this.onError(error, 'event store NOTIFY failed; other processes poll instead'),
      )
      .finally(() => {
        this.sending = undefined;
        if (this.owed.size > 0) this.schedule();
      });
    return this.sending;
  }
}
