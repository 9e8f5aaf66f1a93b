import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { csrfHeaders, signUpAgent } from '../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import type { Queryable } from '../event-store/postgres/postgres-event-store.js';
import { EventOutbox } from './event-outbox.js';

/**
 * The KurrentDB write path (events to an outbox in the change's transaction, a relay appends them)
 * cannot meet a KurrentDB server here; it runs against the PostgreSQL event store instead, which
 * exercises the same outbox, relay, idempotency and read-your-writes code.
 */
describe('the outbox write path', () => {
  let app: TestApp;
  let outbox: EventOutbox;

  beforeAll(async () => {
    app = await createTestApp({}, { forceOutbox: true });
    app.clock.set(new Date('2026-11-22T12:00:00Z'));
    outbox = app.app.get(EventOutbox);
  });

  afterAll(async () => {
    await app.close();
  });

  const outboxRows = async () =>
    (await app.db.pool.query('SELECT count(*)::int AS n FROM event_outbox')).rows[0].n;

  it('relays a sign-up before answering, so the event store has it and the outbox is empty', async () => {
    const { user } = await signUpAgent(app);
    const { rows } = await app.db.pool.query('SELECT type FROM events WHERE stream_id = $1', [
      `member-${user.id}`,
    ]);
    expect(rows.map((row) => row.type)).toContain('MemberSignedUp');
    expect(await outboxRows()).toBe(0);
  });

  it('shows a registration at once (waits for the projection) and decides on what it wrote', async () => {
    const member = await signUpAgent(app);
    const register = (attending: boolean) =>
      member.agent
        .post('/api/user-schedule')
        .set(csrfHeaders)
        .send({ attendanceDate: '2026-11-25', attending });
    expect((await register(true)).body).toEqual({ attendanceDate: '2026-11-25', registered: true });
    const schedule = await member.agent.get('/api/user-schedule');
    expect(schedule.body.map((entry: { attendanceDate: string }) => entry.attendanceDate)).toContain(
      '2026-11-25',
    );
    expect((await register(true)).status).toBe(200);
    expect((await register(false)).body).toEqual({ attendanceDate: '2026-11-25', registered: false });
    const { rows } = await app.db.pool.query(
      "SELECT type FROM events WHERE stream_id = 'practice-session-2026-11-25' AND data->>'userId' = $1",
      [member.user.id],
    );
    expect(rows.map((row) => row.type)).toEqual(['RegisteredForSession', 'RegistrationCancelled']);
  });

  it('relays a repeat of stored events (a crash after the append) without storing them twice', async () => {
    const { user } = await signUpAgent(app);
    const stored = await app.db.pool.query('SELECT * FROM events WHERE stream_id = $1', [
      `member-${user.id}`,
    ]);
    const event = stored.rows[0];
    await app.db.pool.query(
      'INSERT INTO event_outbox (stream_id, event_id, type, data, metadata) VALUES ($1, $2, $3, $4, $5)',
      [event.stream_id, event.event_id, event.type, event.data, event.metadata],
    );
    await outbox.relayPending();
    const after = await app.db.pool.query('SELECT event_id FROM events WHERE stream_id = $1', [
      `member-${user.id}`,
    ]);
    expect(after.rows).toHaveLength(stored.rows.length);
    expect(await outboxRows()).toBe(0);
  });

  it('decides on the stream as stored plus what still waits in the outbox', async () => {
    const { user } = await signUpAgent(app);
    const stream = `member-${user.id}`;
    await app.runtime.dataSource.transaction(async (manager: EntityManager) => {
      const waiting = randomUUID();
      await manager.query(
        'INSERT INTO event_outbox (stream_id, event_id, type, data) VALUES ($1, $2, $3, $4)',
        [
          stream,
          waiting,
          'MemberActive',
          { userId: user.id, date: '2026-11-22', at: '2026-11-22T12:00:00Z' },
        ],
      );
      const connection = {
        query: async (text: string, values?: unknown[]) => ({ rows: await manager.query(text, values) }),
      } as unknown as Queryable;
      const events = await outbox.readStream(connection, stream);
      expect(events.map((e) => e.type)).toEqual(['MemberSignedUp', 'MemberActive']);
      expect(events.map((e) => e.streamPosition)).toEqual([0n, 1n]);
      expect(events[1].id).toBe(waiting);
      await manager.query('DELETE FROM event_outbox WHERE event_id = $1', [waiting]);
    });
  });
});
