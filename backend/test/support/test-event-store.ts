import { randomBytes } from 'node:crypto';
import {
  type EventStore,
  type ReadLogOptions,
  type RecordedEvent,
  START,
} from '../../src/platform/event-store/event-store.port.js';
import { KurrentDbEventStore } from '../../src/platform/event-store/kurrentdb/kurrentdb-event-store.js';
import { OutboxWritePath } from '../../src/platform/event-store/outbox/outbox-write-path.js';
import { PostgresEventStore } from '../../src/platform/event-store/postgres/postgres-event-store.js';
import type { TestDatabase } from './test-database.js';

/** The KurrentDB server the tests run on, when EVENTSTORE_URL names one; otherwise PostgreSQL's store. */
export const kurrentDbUrl = process.env.EVENTSTORE_URL || undefined;

/** Which event store this run's tests use, for test names. */
export const eventStoreName = kurrentDbUrl ? 'KurrentDB' : 'PostgreSQL';

/**
 * A namespace of its own on the shared server: the runs, test files and apps that share it never
 * see each other's streams or events.
 */
export function freshNamespace(): string {
  return `t${randomBytes(6).toString('hex')}.`;
}

/**
 * The event store the tests run on: KurrentDB in a fresh namespace when EVENTSTORE_URL names a
 * server, otherwise the PostgreSQL event store in the test's own database.
 */
export function createTestEventStore(
  db: Pick<TestDatabase, 'pool' | 'url'>,
  options: { pollIntervalMs?: number; namespace?: string } = {},
): EventStore {
  if (kurrentDbUrl) {
    return new KurrentDbEventStore({
      connectionString: kurrentDbUrl,
      namespace: options.namespace ?? freshNamespace(),
    });
  }
  return createPostgresTestEventStore(db, options);
}

/** The PostgreSQL event store in the test's own database, whatever EVENTSTORE_URL says: for what only it has. */
export function createPostgresTestEventStore(
  db: Pick<TestDatabase, 'pool' | 'url'>,
  options: { pollIntervalMs?: number } = {},
): EventStore {
  return new PostgresEventStore({
    pool: db.pool,
    connectionString: db.url,
    pollIntervalMs: options.pollIntervalMs,
  });
}

/**
 * An event store written through the outbox and its relay: KurrentDB itself when a server runs,
 * otherwise (CI has only PostgreSQL) the PostgreSQL event store composed with the outbox write path,
 * which exercises the same outbox, relay, idempotency and read-your-writes code.
 */
export function createOutboxEventStore(
  db: Pick<TestDatabase, 'pool' | 'url'>,
  options: { pollIntervalMs?: number; namespace?: string } = {},
): EventStore {
  const store = createTestEventStore(db, options);
  return kurrentDbUrl ? store : new ThroughOutbox(store);
}

/** Another store with the outbox write path in front of it. */
class ThroughOutbox implements EventStore {
  readonly writePath: OutboxWritePath;

  constructor(readonly store: EventStore) {
    this.writePath = new OutboxWritePath(store);
  }

  append: EventStore['append'] = (...args) => this.store.append(...args);
  readStream: EventStore['readStream'] = (...args) => this.store.readStream(...args);
  readAll: EventStore['readAll'] = (...args) => this.store.readAll(...args);
  readLog = (options: ReadLogOptions) => this.store.readLog(options);
  subscribe: EventStore['subscribe'] = (...args) => this.store.subscribe(...args);
  headPosition: EventStore['headPosition'] = () => this.store.headPosition();
  ping: EventStore['ping'] = () => this.store.ping();
  close: EventStore['close'] = () => this.store.close();
}

/**
 * Every event committed before the call (of these types), in log order, read through the port. On
 * PostgreSQL it first waits for the transactions then open to end: readAll hides what is above the
 * oldest one, and a projector's pass that began before a call's write could hide that write.
 */
export async function allEvents(store: EventStore, types?: readonly string[]): Promise<RecordedEvent[]> {
  await untilSettled(store);
  const events: RecordedEvent[] = [];
  let after = START;
  for (;;) {
    const page = await store.readAll({ after, limit: 1000, types });
    events.push(...page.events);
    if (page.isEnd) return events;
    after = page.checkpoint;
  }
}

/** How many events the store's log held when called (its namespace's, on KurrentDB), as `allEvents` reads them. */
export async function countEvents(store: EventStore): Promise<number> {
  return (await allEvents(store)).length;
}

/**
 * Until the store shows every event committed before the call. KurrentDB shows an event once it is
 * acknowledged; PostgreSQL once the transactions that began before it end.
 */
export async function untilSettled(store: EventStore): Promise<void> {
  const inner = store instanceof ThroughOutbox ? store.store : store;
  if (inner instanceof PostgresEventStore) await inner.untilSettled();
}
