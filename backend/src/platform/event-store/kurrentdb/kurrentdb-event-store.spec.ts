import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  describeEventStoreContract,
  type EventStoreHarness,
} from '../../../../test/support/event-store-contract.js';
import { freshNamespace } from '../../../../test/support/test-event-store.js';
import { comparePositions, type GlobalPosition, START } from '../event-store.port.js';
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

describe('KurrentDB filtered subscriptions', () => {
  it('hand on how far the server searched when none of the types asked for came, past the others’ events', async () => {
    const store = new KurrentDbEventStore({ connectionString, namespace: freshNamespace() });
    const handed: Array<{ events: number; checkpoint: GlobalPosition }> = [];
    const subscription = store.subscribe(
      { after: START, types: ['ProgramCreated'] },
      async (events, checkpoint) => {
        handed.push({ events: events.length, checkpoint });
      },
    );
    try {
      const appended: GlobalPosition[] = [];
      for (let i = 0; i < 5; i++) {
        const events = Array.from({ length: 40 }, () => ({
          id: randomUUID(),
          type: 'MemberSignedUp',
          data: {},
        }));
        appended.push((await store.append(`member-${i}`, events, 'no_stream')).position);
      }
      // The server sends a checkpoint each time it has considered a window of the log (32 records by
      // default; and on going live): after 200 events, one past the 160th at least. A projector that
      // keeps it reads none of those again after a restart, nor to count its lag.
      const past = appended[3];
      const deadline = Date.now() + 15_000;
      while (
        !handed.some(({ checkpoint }) => comparePositions(checkpoint, past) >= 0) &&
        Date.now() < deadline
      )
        await sleep(100);
      expect(handed.every(({ events }) => events === 0)).toBe(true);
      expect(comparePositions(handed.at(-1)?.checkpoint ?? START, past)).toBeGreaterThanOrEqual(0);
    } finally {
      await subscription.stop();
      await store.close();
    }
  });
});
