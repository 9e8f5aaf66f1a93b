import { PassThrough } from 'node:stream';
import {
  AccessDeniedError,
  ANY,
  CancelledError,
  DeadlineExceededError,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  NotLeaderError,
  STREAM_EXISTS,
  StreamNotFoundError,
  UnavailableError,
  UnknownError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { waitFor } from '../../../../test/support/event-store-contract.js';
import { type GlobalPosition, type RecordedEvent, START } from '../event-store.port.js';
import { UpcasterChain } from '../upcasters.js';
import {
  exactTypesRegex,
  isAfter,
  isUnavailable,
  matchesSelection,
  pageFromRead,
  SCHEMA_VERSION_KEY,
  satisfiesExpectedVersion,
  selectTypes,
  splitMetadata,
  toActualVersion,
  toClientFilter,
  toEventData,
  toReadPosition,
  toRecordedEvent,
  toStreamState,
} from './kurrentdb-mapping.js';
import { type PumpOptions, pumpSubscription } from './kurrentdb-subscription.js';

const pos = (commit: number, prepare = commit): GlobalPosition => ({
  commit: BigInt(commit),
  prepare: BigInt(prepare),
});

function recorded(type: string, at: GlobalPosition, n = 0): RecordedEvent {
  return {
    id: `id-${at.commit}-${at.prepare}`,
    streamId: 's-1',
    streamPosition: BigInt(n),
    position: at,
    type,
    schemaVersion: 1,
    data: { n },
    metadata: {},
    createdAt: new Date(0),
  };
}

describe('KurrentDB mapping: expected versions', () => {
  it('maps each expected version to the client stream state', () => {
    expect(toStreamState('any')).toBe(ANY);
    expect(toStreamState('no_stream')).toBe(NO_STREAM);
    expect(toStreamState('stream_exists')).toBe(STREAM_EXISTS);
    expect(toStreamState(0n)).toBe(0n);
    expect(toStreamState(41n)).toBe(41n);
    expect([ANY, NO_STREAM, STREAM_EXISTS]).toEqual(['any', 'no_stream', 'stream_exists']);
    expect(() => toStreamState(-1n)).toThrow(RangeError);
  });

  it('checks an expectation locally for empty appends', () => {
    expect(satisfiesExpectedVersion('any', 'no_stream')).toBe(true);
    expect(satisfiesExpectedVersion('no_stream', 'no_stream')).toBe(true);
    expect(satisfiesExpectedVersion('no_stream', 0n)).toBe(false);
    expect(satisfiesExpectedVersion('stream_exists', 'no_stream')).toBe(false);
    expect(satisfiesExpectedVersion('stream_exists', 2n)).toBe(true);
    expect(satisfiesExpectedVersion(2n, 2n)).toBe(true);
    expect(satisfiesExpectedVersion(1n, 2n)).toBe(false);
    expect(satisfiesExpectedVersion(0n, 'no_stream')).toBe(false);
  });

  it('maps the actual state of a WrongExpectedVersionError', () => {
    expect(toActualVersion(3n)).toBe(3n);
    expect(toActualVersion(0n)).toBe(0n);
    expect(toActualVersion('no_stream')).toBe('no_stream');
    expect(toActualVersion(-5n)).toBe('no_stream'); // deleted
    expect(toActualVersion(undefined)).toBe('no_stream');
  });
});

describe('KurrentDB mapping: positions', () => {
  it('starts at the client START constant or at the given position', () => {
    expect(toReadPosition(START)).toBe('start');
    expect(toReadPosition(pos(120, 118))).toEqual({ commit: 120n, prepare: 118n });
  });

  it('treats a start position as exclusive, except START', () => {
    expect(isAfter(pos(10), pos(10))).toBe(false);
    expect(isAfter(pos(9), pos(10))).toBe(false);
    expect(isAfter(pos(10, 11), pos(10, 10))).toBe(true);
    expect(isAfter(pos(11, 0), pos(10, 99))).toBe(true);
    expect(isAfter(START, START)).toBe(true);
  });
});

describe('KurrentDB mapping: type filters', () => {
  it('selects exact types, global prefixes, everything or nothing', () => {
    expect(selectTypes(undefined, undefined)).toEqual({ kind: 'all' });
    expect(selectTypes(undefined, ['t1_'])).toEqual({ kind: 'prefixes', prefixes: ['t1_'] });
    expect(selectTypes(undefined, [''])).toEqual({ kind: 'all' });
    expect(selectTypes(undefined, ['$'])).toEqual({ kind: 'none' });
    expect(selectTypes(['A', 'B', 'A'], undefined)).toEqual({ kind: 'exact', types: ['A', 'B'] });
    expect(selectTypes(['t1_A', 't2_A'], ['t1_'])).toEqual({ kind: 'exact', types: ['t1_A'] });
    expect(selectTypes(['t2_A'], ['t1_'])).toEqual({ kind: 'none' });
    expect(selectTypes([], undefined)).toEqual({ kind: 'none' });
    expect(selectTypes(['$metadata'], undefined)).toEqual({ kind: 'none' });
  });

  it('never matches system events on the client side', () => {
    expect(matchesSelection({ kind: 'all' }, '$statsCollected')).toBe(false);
    expect(matchesSelection({ kind: 'prefixes', prefixes: [''] }, '$>')).toBe(false);
    expect(matchesSelection({ kind: 'all' }, 'MemberJoined')).toBe(true);
    expect(matchesSelection({ kind: 'prefixes', prefixes: ['t1_'] }, 't1_X')).toBe(true);
    expect(matchesSelection({ kind: 'prefixes', prefixes: ['t1_'] }, 't2_X')).toBe(false);
    expect(matchesSelection({ kind: 'exact', types: ['A'] }, 'AB')).toBe(false);
    expect(matchesSelection({ kind: 'none' }, 'A')).toBe(false);
  });

  it('builds an anchored regex of escaped literals', () => {
    const regex = exactTypesRegex(['t1_Happened', 'a.b+(c)', 'x|y']);
    expect(regex).toBe('^(?:t1_Happened|a\\.b\\+\\(c\\)|x\\|y)$');
    const compiled = new RegExp(regex);
    expect(['t1_Happened', 'a.b+(c)', 'x|y'].every((type) => compiled.test(type))).toBe(true);
    expect(
      ['t1_HappenedLater', 'xt1_Happened', 'aXb+(c)', 'x', 'y'].some((type) => compiled.test(type)),
    ).toBe(false);
  });

  it('builds event type filters for the server', () => {
    expect(toClientFilter({ kind: 'none' })).toBeUndefined();
    expect(toClientFilter({ kind: 'all' })).toMatchObject({ filterOn: 'eventType', regex: '^[^$].*' });
    expect(toClientFilter({ kind: 'prefixes', prefixes: ['t1_'] })).toMatchObject({
      filterOn: 'eventType',
      prefixes: ['t1_'],
      checkpointInterval: 1,
    });
    expect(toClientFilter({ kind: 'exact', types: ['A', 'B'] })).toMatchObject({
      filterOn: 'eventType',
      regex: '^(?:A|B)$',
    });
  });
});

describe('KurrentDB mapping: events', () => {
  it('writes JSON events with our id and the schema version in the metadata', () => {
    const data = toEventData({
      id: '5f1c3a52-8a3e-4c57-9c4f-0b1e7f3b2d11',
      type: 'MemberJoined',
      data: { memberId: 'm1' },
      metadata: { by: 'admin' },
      schemaVersion: 3,
    });
    expect(data).toEqual({
      id: '5f1c3a52-8a3e-4c57-9c4f-0b1e7f3b2d11',
      contentType: 'application/json',
      type: 'MemberJoined',
      data: { memberId: 'm1' },
      metadata: { by: 'admin', [SCHEMA_VERSION_KEY]: 3 },
    });
    expect(toEventData({ id: 'x', type: 'T', data: {} }).metadata).toEqual({ [SCHEMA_VERSION_KEY]: 1 });
  });

  it('splits the schema version back out of the metadata', () => {
    expect(splitMetadata({ by: 'a', [SCHEMA_VERSION_KEY]: 2 })).toEqual({
      metadata: { by: 'a' },
      schemaVersion: 2,
    });
    expect(splitMetadata(undefined)).toEqual({ metadata: {}, schemaVersion: 1 });
    expect(splitMetadata(new Uint8Array([1, 2]))).toEqual({ metadata: {}, schemaVersion: 1 });
    expect(splitMetadata({ [SCHEMA_VERSION_KEY]: 'junk' })).toEqual({ metadata: {}, schemaVersion: 1 });
  });

  it('reads a client event into ours, upcasting old schema versions', () => {
    const upcasters = new UpcasterChain([
      {
        type: 'MemberJoined',
        fromVersion: 1,
        upcast: (data) => ({ ...(data as object), plan: 'monthly' }),
      },
    ]);
    const created = new Date('2025-01-02T03:04:05Z');
    const event = toRecordedEvent(
      {
        streamId: 'member-1',
        id: 'e1',
        revision: 4n,
        type: 'MemberJoined',
        created,
        data: { memberId: 'm1' },
        metadata: { by: 'x', [SCHEMA_VERSION_KEY]: 1 },
        position: { commit: 500n, prepare: 500n },
      },
      upcasters,
      pos(500),
    );
    expect(event).toEqual({
      id: 'e1',
      streamId: 'member-1',
      streamPosition: 4n,
      position: pos(500),
      type: 'MemberJoined',
      schemaVersion: 2,
      data: { memberId: 'm1', plan: 'monthly' },
      metadata: { by: 'x' },
      createdAt: created,
    });
  });
});

describe('KurrentDB mapping: readAll pages', () => {
  // The client read is inclusive and asks for one more than `limit` (`requested`), so a full read
  // that did not start on `after` leaves its last event for the next page.
  it.each([
    {
      name: 'drops the event at `after` that the inclusive client read returns first',
      given: { read: [10, 20, 30], after: pos(10), limit: 5, head: 40 },
      expected: { events: [20, 30], isEnd: true, checkpoint: 40 },
    },
    {
      name: 'keeps the first event when reading from START',
      given: { read: [10], after: START, limit: 5, head: 10 },
      expected: { events: [10], isEnd: true, checkpoint: 10 },
    },
    {
      name: 'returns at most `limit` events and is not at the end when the read was full',
      given: { read: [20, 30, 40], after: pos(10), limit: 2, head: 90 },
      expected: { events: [20, 30], isEnd: false, checkpoint: 30 },
    },
    {
      name: 'is not at the end when a full read started on `after`',
      given: { read: [10, 20, 30], after: pos(10), limit: 2, head: 90 },
      expected: { events: [20, 30], isEnd: false, checkpoint: 30 },
    },
    {
      name: 'advances an empty filtered page to the head read before it',
      given: { read: [], after: pos(10), limit: 5, head: 99 },
      expected: { events: [], isEnd: true, checkpoint: 99 },
    },
    {
      name: 'never moves an empty page backwards to an older head',
      given: { read: [], after: pos(50), limit: 5, head: 40 },
      expected: { events: [], isEnd: true, checkpoint: 50 },
    },
    {
      name: 'covers an event committed after the head was read with the checkpoint',
      given: { read: [70], after: pos(50), limit: 5, head: 60 },
      expected: { events: [70], isEnd: true, checkpoint: 70 },
    },
  ])('$name', ({ given: { read, after, limit, head }, expected }) => {
    const page = pageFromRead(
      read.map((commit) => recorded('A', pos(commit))),
      { after, limit, requested: limit + 1, headBeforeRead: pos(head) },
      () => true,
    );
    expect({
      events: page.events.map((e) => e.position),
      isEnd: page.isEnd,
      checkpoint: page.checkpoint,
    }).toEqual({
      events: expected.events.map((commit) => pos(commit)),
      isEnd: expected.isEnd,
      checkpoint: pos(expected.checkpoint),
    });
  });

  it('advances past events the client-side check rejects', () => {
    const read = [recorded('$stats', pos(20)), recorded('A', pos(30)), recorded('$stats', pos(40))];
    const page = pageFromRead(
      read,
      { after: START, limit: 2, requested: 3, headBeforeRead: pos(40) },
      (type) => !type.startsWith('$'),
    );
    expect(page.events.map((e) => e.type)).toEqual(['A']);
    expect(page).toMatchObject({ isEnd: false, checkpoint: pos(40) });
  });
});

/**
 * The subscription pump against a plain Node object-mode stream standing in for the client's
 * AllStreamSubscription (a Readable with unsubscribe()). This checks our batching, stopping and
 * error handling, not the client or the server.
 */
describe('KurrentDB mapping: errors', () => {
  it('takes an unreachable server, a deadline, a follower and a cluster without a leader for "try again"', () => {
    expect(isUnavailable(new UnavailableError(undefined, '14 UNAVAILABLE: read ECONNRESET'))).toBe(true);
    expect(isUnavailable(new DeadlineExceededError())).toBe(true);
    const fromFollower = {
      metadata: { 'leader-endpoint-host': '127.0.0.2', 'leader-endpoint-port': '2113' },
    };
    expect(isUnavailable(new NotLeaderError(fromFollower as never))).toBe(true);
    // The batch append's answers while the cluster elects its leader, or its queues are full.
    expect(isUnavailable(new UnknownError(undefined, 'Could not recognize Server Is Not Ready'))).toBe(true);
    expect(isUnavailable(new UnknownError(undefined, 'Could not recognize Server Is Busy'))).toBe(true);
  });

  it('also reads the gRPC status of an error the client passes on unconverted', async () => {
    // The first call on a new connection asks for the server's supported methods; its error is not
    // converted. Nothing listens on port 1.
    const client = KurrentDBClient.connectionString('kurrentdb://127.0.0.1:1?tls=false');
    try {
      const refused = await client.appendToStream('s-1', jsonEvent({ type: 'Tried', data: {} })).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toMatchObject({ code: 14 });
      expect((refused as { type?: unknown }).type).toBeUndefined();
      expect(isUnavailable(refused)).toBe(true);
    } finally {
      await client.dispose();
    }
    expect(isUnavailable({ code: 4, message: '4 DEADLINE_EXCEEDED: Deadline exceeded' })).toBe(true);
    expect(isUnavailable({ code: 7, message: '7 PERMISSION_DENIED' })).toBe(false);
  });

  it('leaves every other error as it is', () => {
    expect(isUnavailable(new UnknownError(undefined, 'Could not recognize something else'))).toBe(false);
    expect(isUnavailable(new UnknownError())).toBe(false);
    expect(isUnavailable(new AccessDeniedError())).toBe(false);
    expect(isUnavailable(new CancelledError())).toBe(false);
    expect(isUnavailable(new StreamNotFoundError(undefined, 's-1'))).toBe(false);
    expect(isUnavailable(Object.create(WrongExpectedVersionError.prototype))).toBe(false);
    expect(isUnavailable(new Error('Server Is Not Ready'))).toBe(false);
    expect(isUnavailable(undefined)).toBe(false);
    expect(isUnavailable(null)).toBe(false);
  });
});

describe('KurrentDB subscription pump', () => {
  function source() {
    const stream = Object.assign(new PassThrough({ objectMode: true }), {
      unsubscribed: 0,
      async unsubscribe() {
        stream.unsubscribed += 1;
      },
    });
    return stream;
  }
  /** A pump from START, one event a batch, passing every item through, unless a test says otherwise. */
  function pump(stream: ReturnType<typeof source> | undefined, options: Partial<PumpOptions>) {
    return pumpSubscription({
      open: () => stream,
      after: START,
      batchSize: 1,
      convert: (item) => item as RecordedEvent,
      handler: async () => {},
      ...options,
    });
  }

  it('delivers buffered events in batches, drops events at or before `after`, then follows live', async () => {
    const stream = source();
    for (let i = 1; i <= 7; i++) stream.write(recorded('A', pos(i * 10), i));
    const batches: Array<{ ns: number[]; checkpoint: GlobalPosition }> = [];
    const subscription = pump(stream, {
      after: pos(20),
      batchSize: 2,
      handler: async (events, checkpoint) => {
        batches.push({ ns: events.map((e) => (e.data as { n: number }).n), checkpoint });
      },
    });
    await waitFor(() => batches.flatMap((b) => b.ns).length === 5);
    expect(batches.map((b) => b.ns)).toEqual([[3, 4], [5, 6], [7]]);
    expect(batches.map((b) => b.checkpoint)).toEqual([pos(40), pos(60), pos(70)]);

    stream.write(recorded('A', pos(80), 8));
    await waitFor(() => batches.length === 4);
    expect(batches[3]).toEqual({ ns: [8], checkpoint: pos(80) });

    await subscription.stop();
    await expect(subscription.done).resolves.toBeUndefined();
    expect(stream.unsubscribed).toBe(1);
    stream.write(recorded('A', pos(90), 9));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(batches).toHaveLength(4);
  });

  it('hands on a checkpoint the server reached past its last event, once nothing is buffered, at most once a period', async () => {
    const stream = source();
    let reached: (position: GlobalPosition) => void = () => {};
    const batches: Array<{ ns: number[]; checkpoint: GlobalPosition }> = [];
    const subscription = pump(stream, {
      open: (_, checkpointReached) => {
        reached = checkpointReached;
        return stream;
      },
      batchSize: 10,
      checkpointEveryMs: 200,
      handler: async (events, checkpoint) => {
        batches.push({ ns: events.map((e) => (e.data as { n: number }).n), checkpoint });
      },
    });
    // The server sends its checkpoint after the events before it: they are handed on first.
    stream.write(recorded('A', pos(10), 1));
    reached(pos(10));
    await waitFor(() => batches.length === 1);
    reached(pos(500));
    await waitFor(() => batches.length === 2);
    expect(batches).toEqual([
      { ns: [1], checkpoint: pos(10) },
      { ns: [], checkpoint: pos(500) },
    ]);
    // Within the period only the newest checkpoint goes, once the period is over; one not past the
    // last handed on never goes.
    const handed = Date.now();
    reached(pos(600));
    reached(pos(700));
    reached(pos(300));
    await waitFor(() => batches.length === 3);
    expect(Date.now() - handed).toBeGreaterThanOrEqual(150);
    expect(batches[2]).toEqual({ ns: [], checkpoint: pos(700) });
    stream.write(recorded('A', pos(800), 2));
    await waitFor(() => batches.length === 4);
    expect(batches[3]).toEqual({ ns: [2], checkpoint: pos(800) });
    await subscription.stop();
  });

  it('skips items the converter rejects', async () => {
    const stream = source();
    const seen: string[] = [];
    const subscription = pump(stream, {
      batchSize: 10,
      convert: (item) => {
        const event = item as RecordedEvent;
        return event.type.startsWith('$') ? undefined : event;
      },
      handler: async (events) => {
        seen.push(...events.map((e) => e.type));
      },
    });
    stream.write(recorded('$stats', pos(1)));
    stream.write(recorded('A', pos(2)));
    await waitFor(() => seen.length === 1);
    await subscription.stop();
    expect(seen).toEqual(['A']);
  });

  it('rejects `done` with the handler error and unsubscribes', async () => {
    const stream = source();
    stream.write(recorded('A', pos(1)));
    let finished = false;
    const subscription = pump(stream, {
      batchSize: 100,
      handler: async () => {
        throw new Error('handler failed');
      },
      onFinished: () => {
        finished = true;
      },
    });
    await expect(subscription.done).rejects.toThrow('handler failed');
    expect(stream.unsubscribed).toBe(1);
    expect(finished).toBe(true);
    await expect(subscription.stop()).resolves.toBeUndefined();
  });

  it('rejects `done` when the source fails or ends on its own', async () => {
    const failing = source();
    const failed = pump(failing, {});
    failing.destroy(new Error('connection lost'));
    await expect(failed.done).rejects.toThrow('connection lost');

    const ending = source();
    const ended = pump(ending, {});
    ending.end();
    await expect(ended.done).rejects.toThrow('ended without being stopped');
  });

  it('opens the source again after the last event handed on when its failure is resumable', async () => {
    const sources = [source(), source()];
    const opened: GlobalPosition[] = [];
    const seen: number[] = [];
    const subscription = pumpSubscription({
      open: (after) => {
        opened.push(after);
        return sources[opened.length - 1];
      },
      after: START,
      batchSize: 10,
      convert: (item) => item as RecordedEvent,
      handler: async (events) => {
        seen.push(...events.map((e) => (e.data as { n: number }).n));
      },
      resumable: (error) => (error as Error).message === 'node gone',
      resumeDelayMs: 1,
    });
    sources[0].write(recorded('A', pos(10), 1));
    sources[0].write(recorded('A', pos(20), 2));
    await waitFor(() => seen.length === 2);
    sources[0].destroy(new Error('node gone'));
    await waitFor(() => opened.length === 2);
    expect(opened).toEqual([START, pos(20)]);
    expect(sources[0].unsubscribed).toBe(1);
    // The new source may start at the last event again: it is not handed on twice.
    sources[1].write(recorded('A', pos(20), 2));
    sources[1].write(recorded('A', pos(30), 3));
    await waitFor(() => seen.length === 3);
    expect(seen).toEqual([1, 2, 3]);
    await subscription.stop();
    await expect(subscription.done).resolves.toBeUndefined();
  });

  it('gives up resuming after a few failures in a row, and never resumes other errors', async () => {
    let opened = 0;
    const failing = pumpSubscription({
      open: () => {
        opened += 1;
        const stream = source();
        setImmediate(() => stream.destroy(new Error('node gone')));
        return stream;
      },
      after: START,
      batchSize: 1,
      convert: (item) => item as RecordedEvent,
      handler: async () => {},
      describeFailure: (error) => new Error(`unavailable: ${(error as Error).message}`),
      resumable: () => true,
      resumeDelayMs: 1,
    });
    await expect(failing.done).rejects.toThrow('unavailable: node gone');
    expect(opened).toBe(11);

    const other = source();
    const once = pump(other, { resumable: (error) => (error as Error).message === 'node gone' });
    other.destroy(new Error('access denied'));
    await expect(once.done).rejects.toThrow('access denied');
  });

  it('moves to a new client as often as its client is replaced, from its last event, without using up its resumes', async () => {
    const sources: ReturnType<typeof source>[] = [];
    const opened: GlobalPosition[] = [];
    const seen: number[] = [];
    const moving = pumpSubscription({
      open: (after) => {
        opened.push(after);
        const stream = source();
        sources.push(stream);
        return stream;
      },
      after: START,
      batchSize: 10,
      convert: (item) => item as RecordedEvent,
      handler: async (events) => {
        seen.push(...events.map((e) => (e.data as { n: number }).n));
      },
      resumable: () => false,
      moved: (error) => (error as Error).message === 'client replaced',
    });
    // Twenty moves: twice the resumes a failing source is allowed in a row.
    for (let n = 1; n <= 20; n++) {
      await waitFor(() => sources.length === n);
      sources[n - 1].write(recorded('A', pos(n * 10), n));
      await waitFor(() => seen.length === n);
      sources[n - 1].destroy(new Error('client replaced'));
    }
    await waitFor(() => sources.length === 21);
    expect(opened.at(-1)).toEqual(pos(200));
    expect(sources.slice(0, 20).every((stream) => stream.unsubscribed === 1)).toBe(true);
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    sources[20].destroy(new Error('access denied'));
    await expect(moving.done).rejects.toThrow('access denied');
  });

  it('waits for a running handler before stop() resolves', async () => {
    const stream = source();
    stream.write(recorded('A', pos(1)));
    let release: () => void = () => {};
    let calls = 0;
    const subscription = pump(stream, {
      handler: async () => {
        calls += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    await waitFor(() => calls === 1);
    stream.write(recorded('A', pos(2)));
    let stopped = false;
    const stopping = subscription.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(calls).toBe(1);
  });

  it('idles without a source (nothing can match) until stopped', async () => {
    const subscription = pump(undefined, {
      handler: async () => {
        throw new Error('never called');
      },
    });
    await subscription.stop();
    await expect(subscription.done).resolves.toBeUndefined();
  });
});
