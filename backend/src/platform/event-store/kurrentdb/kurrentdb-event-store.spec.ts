import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  describeEventStoreContract,
  type EventStoreHarness,
} from '../../../../test/support/event-store-contract.js';
import { freshNamespace } from '../../../../test/support/test-event-store.js';
import { START } from '../event-store.port.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

/**
 * The shared contract against a real KurrentDB server, e.g.
 *   EVENTSTORE_URL='kurrentdb://localhost:2113?tls=false' npm test -w backend
 * (jest.config.js ignores this file when EVENTSTORE_URL is unset).
 *
 * A shared server keeps every earlier run's events, so each store gets a namespace of its own: its
 * streams and event types are prefixed on the server, and its $all reads see only them.
 */
const connectionString = process.env.EVENTSTORE_URL ?? '';

const harness: EventStoreHarness = {
  typePrefix: '',
  async create() {
    return new KurrentDbEventStore({ connectionString, namespace: freshNamespace() });
  },
  // KurrentDB appends are atomic: there is no open transaction to hold, so wait, then append.
  async appendSlowly(store, streamId, events, holdMs) {
    await sleep(holdMs);
    await store.append(streamId, events, 'any');
  },
};

describeEventStoreContract('KurrentDB', harness);

describe('KurrentDB namespaces', () => {
  it('keep two apps on one server apart: same stream names, neither sees the other', async () => {
    const [a, b] = [freshNamespace(), freshNamespace()].map(
      (namespace) => new KurrentDbEventStore({ connectionString, namespace }),
    );
    try {
      await a.append(
        'member-1',
        [{ id: randomUUID(), type: 'MemberSignedUp', data: { from: 'a' } }],
        'no_stream',
      );
      await b.append(
        'member-1',
        [{ id: randomUUID(), type: 'MemberSignedUp', data: { from: 'b' } }],
        'no_stream',
      );
      const fromA = await a.readStream('member-1');
      expect(fromA.map((e) => [e.streamId, e.type, e.data])).toEqual([
        ['member-1', 'MemberSignedUp', { from: 'a' }],
      ]);
      const all = await b.readAll({ after: START, limit: 10 });
      expect(all.events.map((e) => e.data)).toEqual([{ from: 'b' }]);
      const typed = await b.readAll({ after: START, limit: 10, types: ['MemberSignedUp'] });
      expect(typed.events.map((e) => e.data)).toEqual([{ from: 'b' }]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
