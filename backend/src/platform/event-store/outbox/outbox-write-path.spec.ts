import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { csrfHeaders, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { createOutboxEventStore, eventStoreName } from '../../../../test/support/test-event-store.js';
import { CommandPath } from '../../command-path/command-path.js';
import { comparePositions } from '../event-store.port.js';
import type { OutboxWritePath } from './outbox-write-path.js';

/**
 * The outbox write path (events to an outbox in the change's transaction, a relay appends them):
 * against KurrentDB when EVENTSTORE_URL names a server, otherwise against the PostgreSQL event
 * store composed with it, which exercises the same outbox, relay, idempotency and read-your-writes.
 */
describe(`the outbox write path (${eventStoreName})`, () => {
  let app: TestApp;
  let writePath: OutboxWritePath;

  beforeAll(async () => {
    app = await createTestApp({}, { eventStore: createOutboxEventStore });
    app.clock.set(new Date('2026-11-22T12:00:00Z'));
    writePath = app.runtime.eventStore.writePath as OutboxWritePath;
  });

  afterAll(async () => {
    await app.close();
  });

  const store = () => app.runtime.eventStore;
  const outboxRows = async () =>
    (await app.db.pool.query('SELECT count(*)::int AS n FROM event_outbox')).rows[0].n;

  /** An event of the store, put back in the outbox as a crash between append and commit leaves it. */
  async function putBack(streamId: string, index: number, withPosition = true) {
    const event = (await store().readStream(streamId))[index];
    await app.db.pool.query(
      `INSERT INTO event_outbox (stream_id, event_id, type, data, metadata, stream_position)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        streamId,
        event.id,
        event.type,
        event.data,
        event.metadata,
        withPosition ? String(event.streamPosition) : null,
      ],
    );
    return event;
  }

  it('relays a sign-up before answering, so the event store has it and the outbox is empty', async () => {
    const { user } = await signUpAgent(app);
    const events = await store().readStream(`member-${user.id}`);
    expect(events.map((event) => event.type)).toContain('MemberSignedUp');
    expect(await outboxRows()).toBe(0);
  });

  it('shows a registration at once (waits for the projection) and decides on what it wrote', async () => {
    const member = await signUpAgent(app);
    const register = (attending: boolean) =>
      member.agent
        .post('/api/user-schedule')
        .set(csrfHeaders)
        .send({ attendanceDate: '2026-11-25', attending });
    expect((await register(true)).body).toEqual({
      attendanceDate: '2026-11-25',
      registered: true,
      attendanceStatus: null,
      waitlistPosition: null,
    });
    const schedule = await member.agent.get('/api/user-schedule');
    expect(schedule.body.map((entry: { attendanceDate: string }) => entry.attendanceDate)).toContain(
      '2026-11-25',
    );
    expect((await register(true)).status).toBe(200);
    expect((await register(false)).body).toEqual({
      attendanceDate: '2026-11-25',
      registered: false,
      attendanceStatus: null,
      waitlistPosition: null,
    });
    const events = await store().readStream('practice-session-2026-11-25');
    expect(
      events.filter((e) => (e.data as { userId: string }).userId === member.user.id).map((e) => e.type),
    ).toEqual(['RegisteredForSession', 'RegistrationCancelled']);
  });

  it("answers each of a command's events with where the relay stored it, so read-your-writes waits for each projector up to its own", async () => {
    const streamId = `outbox-answer-${randomUUID()}`;
    const decider = {
      initialState: () => 0,
      evolve: (count: number) => count + 1,
      decide: (command: { n: number }) =>
        Array.from({ length: command.n }, (_, i) => ({ type: 'Counted', data: { i } })),
    };
    const { newEvents } = await app.app.get(CommandPath).handleCommand(streamId, { n: 3 }, decider);
    const stored = await store().readStream(streamId);
    expect(newEvents).toHaveLength(3);
    // Not the last one's place for all: a projector of the first event's type never gets that far.
    expect(newEvents.map((event) => event.position)).toEqual(stored.map((event) => event.position));
    expect(comparePositions(newEvents[0].position, newEvents[2].position)).toBeLessThan(0);
  });

  it('answers within its wait for the relay when a relay hangs, and leaves the events to the background relay', async () => {
    const member = await signUpAgent(app);
    const { user } = await signUpAgent(app);
    // Another relay (or instance) holds the outbox's first row: this command's relay waits behind it.
    const stuck = `member-${user.id}`;
    await putBack(stuck, 0);
    const holder = await app.db.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM event_outbox WHERE stream_id = $1 FOR UPDATE', [stuck]);
      // The answer comes while the lock is still held: without the bound on its wait (RELAY_WAIT_MS,
      // 5 s a transaction) it would wait as long as the lock.
      const reply = await member.agent
        .post('/api/user-schedule')
        .set(csrfHeaders)
        .send({ attendanceDate: '2026-11-26', attending: true });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ attendanceDate: '2026-11-26', registered: true });
      expect(await outboxRows()).toBeGreaterThan(1);
    } finally {
      await holder.query('ROLLBACK');
      holder.release();
    }
    // Once the lock is gone, the relay appends the registration, once.
    const registered = async () =>
      (await store().readStream('practice-session-2026-11-26')).filter(
        (e) => (e.data as { userId: string }).userId === member.user.id,
      );
    const deadline = Date.now() + 10_000;
    while ((await registered()).length === 0 && Date.now() < deadline) await sleep(100);
    expect((await registered()).map((e) => e.type)).toEqual(['RegisteredForSession']);
    await writePath.relayPending();
    expect(await outboxRows()).toBe(0);
  });

  it('relays a repeat of stored events (a crash after the append) without storing them twice', async () => {
    const { user } = await signUpAgent(app);
    const stream = `member-${user.id}`;
    const before = await store().readStream(stream);
    await putBack(stream, 0);
    await writePath.relayPending();
    expect((await store().readStream(stream)).map((e) => e.id)).toEqual(before.map((e) => e.id));
    expect(await outboxRows()).toBe(0);
  });

  it('appends only the missing part of a stream whose relay was cut off, in order, once', async () => {
    const { user } = await signUpAgent(app);
    const stream = `member-${user.id}`;
    const signedUp = await putBack(stream, 0, false);
    const later = randomUUID();
    await app.db.pool.query(
      `INSERT INTO event_outbox (stream_id, event_id, type, data, stream_position) VALUES ($1, $2, $3, $4, 1)`,
      [stream, later, 'MemberActive', { userId: user.id, date: '2026-11-22', at: '2026-11-22T12:00:00Z' }],
    );
    await writePath.relayPending();
    const after = await store().readStream(stream);
    expect(after.map((e) => [e.id, e.streamPosition])).toEqual([
      [signedUp.id, 0n],
      [later, 1n],
    ]);
    expect(await outboxRows()).toBe(0);
  });

  it('decides on the stream as stored plus what still waits in the outbox', async () => {
    const { user } = await signUpAgent(app);
    const stream = `member-${user.id}`;
    await app.runtime.dataSource.transaction(async (manager) => {
      const waiting = randomUUID();
      await manager.query(
        'INSERT INTO event_outbox (stream_id, event_id, type, data, stream_position) VALUES ($1, $2, $3, $4, 1)',
        [
          stream,
          waiting,
          'MemberActive',
          { userId: user.id, date: '2026-11-22', at: '2026-11-22T12:00:00Z' },
        ],
      );
      const events = await writePath.join(manager).read(stream, -1n);
      expect(events.map((e) => e.type)).toEqual(['MemberSignedUp', 'MemberActive']);
      expect(events.map((e) => e.streamPosition)).toEqual([0n, 1n]);
      expect(events[1].id).toBe(waiting);
      await manager.query('DELETE FROM event_outbox WHERE event_id = $1', [waiting]);
    });
  });
});
