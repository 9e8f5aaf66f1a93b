import { randomBytes, randomUUID } from 'node:crypto';
import { eventTypeFilter, jsonEvent, KurrentDBClient, START } from '@kurrent/kurrentdb-client';
import { KurrentDbEventStore } from '../src/platform/event-store/kurrentdb/kurrentdb-event-store.js';
import { rebuildProjection } from '../src/platform/projection-engine/rebuild-projection.js';
import { sessionRegistrationProjector } from '../src/projections/session-registration/session-registration.projector.js';
import type { startBenchDatabase } from './bench-database.js';
import { registration } from './event-store.bench.js';
import { median, throughput } from './measure.js';

type BenchDatabase = Awaited<ReturnType<typeof startBenchDatabase>>;

export interface KurrentDbFigures {
  appends: { eventStore: number; rawClient: number };
  replay: { projector: number; rawReadAll: number };
  events: number;
}

/**
 * The event store on a KurrentDB server (`url`), each side against the client's own calls on the same
 * server. Appends: `events` single-event appends through the adapter (expected version checked,
 * namespace and schema version added, errors mapped) against the client's `appendToStream` of one
 * event with the same expected version, both on `concurrency` workers. Replay: rebuilding
 * session_registration from the server's log (page by page readAll, as the app does) against one
 * raw filtered `readAll` of `$all` over the same events, each three times, alternating, median.
 * A fresh namespace keeps the run apart from whatever else the server holds.
 */
export async function benchKurrentDb(
  db: BenchDatabase,
  url: string,
  events: number,
  concurrency: number,
): Promise<KurrentDbFigures> {
  const namespace = `bench${randomBytes(4).toString('hex')}.`;
  const client = KurrentDBClient.connectionString(url);
  const store = new KurrentDbEventStore({ client, namespace });
  try {
    // Each stream gets every 20000th event, so streams grow as a session's stream does (as on PostgreSQL).
    const rawVersions = new Map<string, bigint>();
    const rawClient = await throughput(events, concurrency, async (i) => {
      const stream = `${namespace}raw-${i % 20000}`;
      const e = registration(i);
      const result = await client.appendToStream(
        stream,
        // Another type than the adapter's, so the replay below reads only the adapter's events.
        jsonEvent({ id: randomUUID(), type: `raw.${e.type}`, data: e.data, metadata: {} }),
        { streamState: rawVersions.get(stream) ?? 'no_stream' },
      );
      rawVersions.set(stream, result.nextExpectedRevision);
    });

    const versions = new Map<string, bigint>();
    const eventStore = await throughput(events, concurrency, async (i) => {
      const stream = `practice-session-bench-${i % 20000}`;
      const result = await store.append(
        stream,
        [{ id: randomUUID(), ...registration(i) }],
        versions.get(stream) ?? 'no_stream',
      );
      versions.set(stream, result.nextExpectedVersion);
    });

    const projector: number[] = [];
    const rawReadAll: number[] = [];
    let replayed = 0;
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      let read = 0;
      for await (const resolved of client.readAll({
        fromPosition: START,
        maxCount: Number.MAX_SAFE_INTEGER,
        filter: eventTypeFilter({
          prefixes: sessionRegistrationProjector.eventTypes.map((type) => `${namespace}${type}`),
        }),
      })) {
        if (resolved.event) read++;
      }
      rawReadAll.push(read / ((performance.now() - started) / 1000));
      const rebuildStarted = performance.now();
      const rebuilt = await rebuildProjection(sessionRegistrationProjector, db.dataSource, store);
      projector.push(rebuilt.events / ((performance.now() - rebuildStarted) / 1000));
      replayed = rebuilt.events;
    }
    return {
      appends: { eventStore: eventStore.perSecond, rawClient: rawClient.perSecond },
      replay: { projector: median(projector), rawReadAll: median(rawReadAll) },
      events: replayed,
    };
  } finally {
    await store.close();
    await client.dispose();
  }
}
