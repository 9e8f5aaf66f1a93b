import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource, EntityManager } from 'typeorm';
import {
  type EventStore,
  EventStoreUnavailable,
  type GlobalPosition,
  type RecordedEvent,
} from '../event-store.port.js';
import type { StreamsInTransaction, WritePath, WritePathLog } from '../write-path.js';
import { OutboxRelay } from './outbox-relay.js';
import { OutboxStreams } from './outbox-streams.js';

/** How long a command's answer waits for an unreachable event store before leaving its events to the background relay. */
const RELAY_WAIT_MS = 5000;
const RELAY_INTERVAL_MS = 1000;

/**
 * The write path of an event store outside PostgreSQL (KurrentDB): the events go to the
 * `event_outbox` table in the transaction of the change they record, so both commit or neither does;
 * after commit the relay appends them (see OutboxRelay), and a background relay picks up whatever a
 * crash or an unreachable event store left waiting. Stream versions are provisional until relayed,
 * so no state is held across transactions, and the inline read models follow the log.
 */
export class OutboxWritePath implements WritePath {
  readonly versionsFinalAtCommit = false;
  readonly logInTransaction = undefined;
  private relay?: OutboxRelay;
  private log?: WritePathLog;
  private timer?: NodeJS.Timeout;
  private failing = false;

  constructor(private readonly store: EventStore) {}

  join(db: EntityManager): StreamsInTransaction {
    return new OutboxStreams(db, this.store);
  }

  isLostRace(): boolean {
    // Writers on a stream queue at its lock (OutboxStreams.read): none decides on a stale version.
    return false;
  }

  /**
   * The events are stored (in the outbox) once the transaction commits; this relays them before the
   * answer, so it can wait for the read models. While the event store is unreachable it tries again;
   * after RELAY_WAIT_MS in all (a relay that hangs included: a cluster electing its leader, a node
   * that does not answer) it answers and leaves them to the background relay.
   */
  async afterCommit(
    events: readonly RecordedEvent[],
  ): Promise<ReadonlyMap<string, GlobalPosition> | undefined> {
    if (events.length === 0) return undefined;
    const relay = this.started();
    const deadline = Date.now() + RELAY_WAIT_MS;
    for (;;) {
      try {
        const relayed = await beforeDeadline(relay.relayAndLocate(events), deadline);
        if (relayed !== TOO_LATE) return relayed;
        this.log?.warn('events stored in the outbox; the relay will append them', {
          events: events.length,
          error: `the relay took more than ${RELAY_WAIT_MS} ms`,
        });
        return undefined;
      } catch (error) {
        if (!(error instanceof EventStoreUnavailable) || Date.now() >= deadline) {
          this.log?.warn('events stored in the outbox; the relay will append them', {
            events: events.length,
            error: String(error),
          });
          return undefined;
        }
        await sleep(250);
      }
    }
  }

  /** Relays all that waits now (the background relay's work; tests call it directly). */
  relayPending(): Promise<number> {
    return this.started().relayPending();
  }

  start(dataSource: DataSource, log: WritePathLog): void {
    this.relay = new OutboxRelay(this.store, dataSource);
    this.log = log;
    const tick = () =>
      void this.relayInBackground().finally(() => {
        if (this.timer) this.timer = setTimeout(tick, RELAY_INTERVAL_MS).unref();
      });
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.relay?.idle();
  }

  /** Leftovers of a crash between commit and relay, of an outage, and of other instances. */
  private async relayInBackground(): Promise<void> {
    try {
      const relayed = await (this.relay as OutboxRelay).relayPending();
      if (this.failing) this.log?.warn('outbox relay recovered', { relayed });
      this.failing = false;
    } catch (error) {
      // Once per outage, not every second of it.
      if (!this.failing)
        this.log?.error('outbox relay failed; retrying every second', { error: String(error) });
      this.failing = true;
    }
  }

  private started(): OutboxRelay {
    if (!this.relay) throw new Error('The outbox write path was not started (WritePath.start)');
    return this.relay;
  }
}

const TOO_LATE = Symbol('too late');

/**
 * The work's result, or TOO_LATE once `deadline` has passed; the work goes on (its failure, if any,
 * is the background relay's to report).
 */
async function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T | typeof TOO_LATE> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof TOO_LATE>((resolve) => {
    timer = setTimeout(() => resolve(TOO_LATE), Math.max(0, deadline - Date.now()));
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
