import { randomUUID } from 'node:crypto';
import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
  START,
  WrongExpectedVersion,
} from '../../src/platform/event-store/event-store.port.js';

/**
 * The contract every EventStore adapter passes. Each adapter's spec file calls this with a
 * harness that gives it a fresh, empty store.
 */
export interface EventStoreHarness {
  /** A store over an empty event log (a fresh database or a unique stream/type namespace). */
  create(): Promise<EventStore>;
  /** Appends inside a transaction that stays open `holdMs` before it commits, when the adapter has transactions. */
  appendSlowly(store: EventStore, streamId: string, events: NewEvent[], holdMs: number): Promise<void>;
  /** Prefix for event types, so adapters over a shared server see only this run's events. */
  readonly typePrefix: string;
}

export function describeEventStoreContract(adapterName: string, harness: EventStoreHarness): void {
  const type = (name: string) => `${harness.typePrefix}${name}`;
  const event = (name = 'Happened', data: unknown = {}): NewEvent => ({
    id: randomUUID(),
    type: type(name),
    data,
  });
  const stream = (name: string) => `${name}-${randomUUID()}`;

  describe(`EventStore contract: ${adapterName}`, () => {
    let store: EventStore;

    beforeEach(async () => {
      store = await harness.create();
    });

    afterEach(async () => {
      await store.close();
    });

    async function readEverything(types = allTypes()): Promise<RecordedEvent[]> {
      const all: RecordedEvent[] = [];
      let after: GlobalPosition = START;
      for (;;) {
        const page = await store.readAll({ after, limit: 37, types });
        all.push(...page.events);
        after = page.checkpoint;
        if (page.isEnd) return all;
      }
    }
    const allTypes = () => ['Happened', 'Other', 'Slow'].map(type);

    it('appends to a new stream and reads it back in order with data and metadata', async () => {
      const id = stream('order');
      const first = { ...event('Happened', { n: 1 }), metadata: { by: 'test' } };
      const second = event('Happened', { n: 2, nested: { list: [1, 'a'] } });
      const result = await store.append(id, [first, second], 'no_stream');

      expect(result.nextExpectedVersion).toBe(1n);
      const read = await store.readStream(id);
      expect(read.map((e) => [e.id, e.streamPosition, e.data])).toEqual([
        [first.id, 0n, { n: 1 }],
        [second.id, 1n, { n: 2, nested: { list: [1, 'a'] } }],
      ]);
      expect(read[0].metadata).toMatchObject({ by: 'test' });
      expect(read[0].schemaVersion).toBe(1);
      expect(read[0].createdAt).toBeInstanceOf(Date);
      expect(comparePositions(read[1].position, result.position)).toBe(0);
    });

    it('reads only the events after a stream position when asked', async () => {
      const id = stream('after');
      await store.append(
        id,
        [event('Happened', { n: 0 }), event('Happened', { n: 1 }), event('Happened', { n: 2 })],
        'no_stream',
      );
      expect((await store.readStream(id, { after: 0n })).map((e) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
      expect(await store.readStream(id, { after: 2n })).toEqual([]);
      expect(await store.readStream(id, { after: -1n })).toHaveLength(3);
    });

    it('reads an unknown stream as empty', async () => {
      expect(await store.readStream(stream('nothing'))).toEqual([]);
    });

    it('rejects a stale expected version and writes nothing', async () => {
      const id = stream('stale');
      await store.append(id, [event()], 'no_stream');
      await store.append(id, [event()], 0n);

      await expect(store.append(id, [event(), event()], 0n)).rejects.toBeInstanceOf(WrongExpectedVersion);
      await expect(store.append(id, [event()], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedVersion);
      await expect(store.append(stream('absent'), [event()], 'stream_exists')).rejects.toBeInstanceOf(
        WrongExpectedVersion,
      );
      await expect(store.append(stream('absent'), [event()], 3n)).rejects.toBeInstanceOf(
        WrongExpectedVersion,
      );

      expect((await store.readStream(id)).map((e) => e.streamPosition)).toEqual([0n, 1n]);
      expect(await readEverything()).toHaveLength(2);
    });

    it('appends with any and stream_exists expectations', async () => {
      const id = stream('any');
      await store.append(id, [event()], 'any');
      const result = await store.append(id, [event()], 'stream_exists');
      expect(result.nextExpectedVersion).toBe(1n);
    });

    it('stores an event id appended twice only once', async () => {
      const id = stream('idempotent');
      const once = event('Happened', { n: 1 });
      const first = await store.append(id, [once], 'no_stream');
      const again = await store.append(id, [once], 'no_stream');

      expect(again.nextExpectedVersion).toBe(first.nextExpectedVersion);
      expect(await store.readStream(id)).toHaveLength(1);
      expect(await readEverything()).toHaveLength(1);
    });

    it('refuses a repeat of stored events that brings new ones, as a wrong expected version', async () => {
      const id = stream('partial');
      const stored = event('Happened', { n: 0 });
      await store.append(id, [stored], 'no_stream');
      await store.append(id, [event('Happened', { n: 1 })], 0n);
      // The relay after a crash: the stored event and a newer one, at the version the first was decided at.
      await expect(
        store.append(id, [stored, event('Happened', { n: 9 })], 'no_stream'),
      ).rejects.toBeInstanceOf(WrongExpectedVersion);
      expect((await store.readStream(id)).map((e) => (e.data as { n: number }).n)).toEqual([0, 1]);
    });

    it('reads the log for a rebuild in pages equal to readAll, from a position, filtered by type', async () => {
      for (let i = 0; i < 5; i++) {
        await store.append(stream('log'), [event('Happened', { i }), event('Other', { i })], 'no_stream');
      }
      const expected = await readEverything([type('Happened')]);
      const pages: RecordedEvent[][] = [];
      for await (const page of store.readLog({
        after: expected[0].position,
        types: [type('Happened')],
        pageSize: 2,
      })) {
        pages.push(page);
      }
      expect(pages.every((page) => page.length > 0 && page.length <= 2)).toBe(true);
      expect(pages.flat().map((e) => e.id)).toEqual(expected.slice(1).map((e) => e.id));
    });

    it('lets exactly one of two racing writers with the same expected version win', async () => {
      const id = stream('race');
      await store.append(id, [event()], 'no_stream');
      const results = await Promise.allSettled([
        store.append(id, [event('Happened', { w: 'a' })], 0n),
        store.append(id, [event('Happened', { w: 'b' })], 0n),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toBeInstanceOf(WrongExpectedVersion);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('reads all events in a stable order, filtered by type, advancing past filtered ones', async () => {
      const a = stream('a');
      const b = stream('b');
      await store.append(a, [event('Happened'), event('Other')], 'no_stream');
      await store.append(b, [event('Other'), event('Happened')], 'no_stream');

      const all = await readEverything();
      expect(all.map((e) => e.type)).toEqual(['Happened', 'Other', 'Other', 'Happened'].map(type));
      for (let i = 1; i < all.length; i++) {
        expect(comparePositions(all[i - 1].position, all[i].position)).toBe(-1);
      }

      const onlyOther = await store.readAll({ after: START, limit: 10, types: [type('Other')] });
      expect(onlyOther.events.map((e) => e.streamId)).toEqual([a, b]);
      expect(onlyOther.isEnd).toBe(true);
      // The checkpoint covers the trailing Happened event, so a filtered reader does not re-scan it.
      expect(comparePositions(onlyOther.checkpoint, all[3].position)).toBeGreaterThanOrEqual(0);

      const afterSecond = await store.readAll({ after: all[1].position, limit: 10, types: allTypes() });
      expect(afterSecond.events.map((e) => e.id)).toEqual([all[2].id, all[3].id]);
      expect(comparePositions(await store.headPosition(), all[3].position)).toBe(0);
    });

    it('catches up then follows live, each event exactly once', async () => {
      const id = stream('live');
      await store.append(id, [event('Happened', { n: 0 }), event('Happened', { n: 1 })], 'no_stream');
      const seen: number[] = [];
      const subscription = store.subscribe(
        { after: START, types: allTypes(), batchSize: 1 },
        async (events) => {
          for (const e of events) seen.push((e.data as { n: number }).n);
        },
      );
      await waitFor(() => seen.length === 2);
      await store.append(id, [event('Happened', { n: 2 })], 1n);
      await store.append(id, [event('Happened', { n: 3 })], 2n);
      await waitFor(() => seen.length === 4);
      await subscription.stop();
      await subscription.done;
      expect(seen).toEqual([0, 1, 2, 3]);
    });

    it('ends a subscription with the error its handler throws', async () => {
      await store.append(stream('boom'), [event()], 'no_stream');
      const subscription = store.subscribe({ after: START, types: allTypes() }, async () => {
        throw new Error('handler failed');
      });
      await expect(subscription.done).rejects.toThrow('handler failed');
    });

    it('gives a subscriber every event of 20 slow, interleaved writers exactly once and in a stable order', async () => {
      const writers = 20;
      const eventsPerWriter = 5;
      const received: RecordedEvent[] = [];
      const subscription = store.subscribe(
        { after: START, types: allTypes(), batchSize: 7 },
        async (events) => {
          received.push(...events);
        },
      );

      // Each writer holds its transaction open for a different time, so later transactions
      // commit before earlier ones: the positions they got are not their commit order.
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          const id = stream(`writer-${w}`);
          for (let i = 0; i < eventsPerWriter; i++) {
            const holdMs = ((w * 7 + i * 13) % 9) * 15;
            await harness.appendSlowly(store, id, [event('Slow', { w, i })], holdMs);
          }
        }),
      );
      const total = writers * eventsPerWriter;
      await waitFor(() => received.length >= total, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await subscription.stop();

      expect(received).toHaveLength(total);
      expect(new Set(received.map((e) => e.id)).size).toBe(total);
      // Per stream, events arrive in stream order.
      const lastByWriter = new Map<number, number>();
      for (const e of received) {
        const { w, i } = e.data as { w: number; i: number };
        expect(i).toBe((lastByWriter.get(w) ?? -1) + 1);
        lastByWriter.set(w, i);
      }
      // The order is stable: a reader starting later sees the same sequence.
      expect((await readEverything()).map((e) => e.id)).toEqual(received.map((e) => e.id));
    });
  });
}

export async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
