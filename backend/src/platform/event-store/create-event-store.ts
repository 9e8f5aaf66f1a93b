import { Pool } from 'pg';
import type { EventStore } from './event-store.port.js';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';
import { UpcasterChain } from './upcasters.js';
import { allUpcasters } from './upcasters.registry.js';

/** KurrentDB when EVENTSTORE_URL is set; otherwise the PostgreSQL event store in the app's own database. */
export function createEventStore(options: {
  databaseUrl: string;
  eventStoreUrl?: string;
  eventStoreNamespace?: string;
  onError: (error: unknown, context: string) => void;
}): EventStore {
  const upcasters = new UpcasterChain(allUpcasters);
  if (options.eventStoreUrl) {
    return new KurrentDbEventStore({
      connectionString: options.eventStoreUrl,
      namespace: options.eventStoreNamespace,
      upcasters,
    });
  }
  return new PostgresEventStore({
    pool: new Pool({ connectionString: options.databaseUrl, max: 10 }),
    connectionString: options.databaseUrl,
    upcasters,
    onError: options.onError,
  });
}
