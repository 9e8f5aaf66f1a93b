import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeEventStoreContract, type EventStoreHarness } from '../event-store.contract.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

/**
 * The shared contract against a real KurrentDB server, e.g.
 *   EVENTSTORE_URL='kurrentdb://localhost:2113?tls=false' npm test -w backend
 * (jest.config.js ignores this file when EVENTSTORE_URL is unset).
 *
 * A shared server keeps every earlier run's events, so each store gets a fresh event type
 * namespace: create() rotates the prefix, and the store's typeFilter restricts readAll, subscribe
 * and headPosition to it. The contract reads `typePrefix` whenever it builds a type, after create().
 */
const connectionString = process.env.EVENTSTORE_URL ?? '';
let currentPrefix = '';

const harness: EventStoreHarness = {
  get typePrefix() {
    return currentPrefix;
  },
  async create() {
    currentPrefix = `t${Date.now()}_${randomUUID().slice(0, 8)}_`;
    return new KurrentDbEventStore({ connectionString, typeFilter: { prefixes: [currentPrefix] } });
  },
  // KurrentDB appends are atomic: there is no open transaction to hold, so wait, then append.
  async appendSlowly(store, streamId, events, holdMs) {
    await sleep(holdMs);
    await store.append(streamId, events, 'any');
  },
};

describeEventStoreContract('KurrentDB', harness);
