import { randomUUID } from 'node:crypto';
import { replayReadModel } from '../../../test/support/replay-read-model.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { allEvents } from '../../../test/support/test-event-store.js';
import { practiceSessionStream } from '../../domain/practice-sessions/practice-session.events.js';
import {
  decide,
  evolve,
  initialPracticeSession,
  type PracticeSession,
  type PracticeSessionCommand,
  practiceSessionDecider,
} from '../../domain/practice-sessions/practice-session.js';
import { CommandPath } from '../../platform/command-path/command-path.js';
import { addDays, sessionStart } from '../../platform/domain/eastern-time.js';
import type { AppendResult } from '../../platform/event-store/event-store.port.js';
import { ProjectionProgress } from '../../platform/projection-engine/projection-progress.js';

/** A registration's or cancellation's data for the 05:00 session on `date`, with no capacity. */
const registrationData = (date: string, userId: string, now: Date) => ({
  sessionDate: date,
  userId,
  sessionStartsAt: sessionStart(date, '05:00'),
  practiceCapacity: null,
  now,
});

describe('session_registration read model', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const snapshot = async () =>
    (
      await app.db.pool.query(
        "SELECT to_char(session_date, 'YYYY-MM-DD') AS date, user_id, registered_at FROM session_registration ORDER BY 1, 2",
      )
    ).rows;

  it('matches the event log live, and a replay rebuilds exactly the same rows', async () => {
    const users = Array.from({ length: 12 }, () => randomUUID());
    const now = new Date('2026-11-22T12:00:00Z');
    const dates = [2, 3, 4].map((d) => addDays('2026-11-22', d));
    const expected = new Set<string>();
    let last: AppendResult | undefined;
    // Each user toggles each date a few times, as members do; the domain decides every event.
    for (const [u, userId] of users.entries()) {
      for (const date of dates) {
        const stream = practiceSessionStream(date);
        for (let toggle = 0; toggle < (u % 4) + 1; toggle++) {
          const history = await app.runtime.eventStore.readStream(stream);
          const state = history.reduce(
            (s: PracticeSession, e) => evolve(s, e as unknown as Parameters<typeof evolve>[1]),
            initialPracticeSession,
          );
          const type = state.registered.has(userId) ? 'CancelRegistration' : 'RegisterForSession';
          const events = decide({ type, data: registrationData(date, userId, now) }, state);
          last = await app.runtime.eventStore.append(
            stream,
            events.map((e) => ({ id: randomUUID(), ...e })),
            history.length === 0 ? 'no_stream' : BigInt(history.length - 1),
          );
        }
        if ((u % 4) % 2 === 0) expected.add(`${date}|${userId}`);
      }
    }

    const progress = app.app.get(ProjectionProgress);
    expect(await progress.waitFor(['session_registration'], (last as AppendResult).position, 10_000)).toBe(
      true,
    );
    const live = await snapshot();
    expect(new Set(live.map((r) => `${r.date}|${r.user_id}`))).toEqual(expected);

    const report = await replayReadModel(app, 'session_registration');
    expect(report.rebuilt[0].events).toBe((await allEvents(app.runtime.eventStore)).length);
    expect(await snapshot()).toEqual(live);
  });

  it('keeps a row for a status without a registration, and drops it once it has neither', async () => {
    const commands = app.app.get(CommandPath);
    const date = '2026-11-24';
    const stream = practiceSessionStream(date);
    const now = new Date('2026-11-22T12:00:00Z');
    // Statuses an admin may set ahead of the session (attended and walk-in wait until it has begun).
    const [member, walkIn] = [randomUUID(), randomUUID()];
    const adminId = randomUUID();
    const run = (command: PracticeSessionCommand) =>
      commands.handleCommand(stream, command, practiceSessionDecider);
    const registration = (type: 'RegisterForSession' | 'CancelRegistration', userId: string) =>
      run({ type, data: registrationData(date, userId, now) });
    const status = (userId: string, value: string | null) =>
      run({
        type: 'SetAttendanceStatus',
        data: {
          sessionDate: date,
          userId,
          status: value,
          adminId,
          now,
          sessionStartsAt: sessionStart(date, '05:00'),
        },
      });
    const rows = async () =>
      (
        await app.db.pool.query(
          `SELECT user_id, registered, registered_at IS NOT NULL AS has_time, attendance_status
           FROM session_registration WHERE session_date = $1 AND user_id = ANY ($2::uuid[])
           ORDER BY registered DESC, attendance_status`,
          [date, [member, walkIn]],
        )
      ).rows;

    await registration('RegisterForSession', member);
    await status(member, 'registered_rescheduled');
    await status(walkIn, 'registered_cancelled_due_to_emergency');
    await registration('CancelRegistration', member);
    expect(await rows()).toEqual([
      {
        user_id: walkIn,
        registered: false,
        has_time: false,
        attendance_status: 'registered_cancelled_due_to_emergency',
      },
      { user_id: member, registered: false, has_time: false, attendance_status: 'registered_rescheduled' },
    ]);

    await registration('RegisterForSession', member);
    expect((await rows())[0]).toEqual({
      user_id: member,
      registered: true,
      has_time: true,
      attendance_status: 'registered_rescheduled',
    });
    await status(walkIn, null);
    await registration('CancelRegistration', member);
    await status(member, null);
    expect(await rows()).toEqual([]);
  });

  it('rebuilds in large batches what it keeps live, also where a registration comes back to a row a status kept', async () => {
    // Two of the rebuild's batches (5,000 events each): in the first, a member registers, is given a
    // status and cancels (the row stays, for the status); the second registers them again among
    // thousands of new registrations, which are copied in as new rows until that one is found stored.
    const date = '2026-03-03';
    const stream = practiceSessionStream(date);
    const kept = randomUUID();
    const at = '2026-03-01T12:00:00.000Z';
    const registered = (userId: string, i: number) => ({
      id: randomUUID(),
      type: 'RegisteredForSession',
      data: { sessionDate: date, userId, registeredAt: new Date(Date.parse(at) + i * 1000).toISOString() },
    });
    const history = [
      registered(kept, 0),
      {
        id: randomUUID(),
        type: 'AttendanceStatusSet',
        data: { sessionDate: date, userId: kept, status: 'registered_attended', setBy: randomUUID(), at },
      },
      {
        id: randomUUID(),
        type: 'RegistrationCancelled',
        data: { sessionDate: date, userId: kept, cancelledAt: at },
      },
      ...Array.from({ length: 4997 }, (_, i) => registered(randomUUID(), i + 1)),
      ...Array.from({ length: 4000 }, (_, i) =>
        i === 2000 ? registered(kept, 9999) : registered(randomUUID(), i + 5000),
      ),
    ];
    let last: AppendResult | undefined;
    for (let i = 0; i < history.length; i += 1000) {
      last = await app.runtime.eventStore.append(stream, history.slice(i, i + 1000), 'any');
    }
    const rows = async () =>
      (
        await app.db.pool.query(
          `SELECT user_id, registered, registered_at, attendance_status FROM session_registration
           WHERE session_date = $1 ORDER BY user_id`,
          [date],
        )
      ).rows;
    const progress = app.app.get(ProjectionProgress);
    expect(await progress.waitFor(['session_registration'], (last as AppendResult).position, 60_000)).toBe(
      true,
    );
    const live = await rows();
    expect(live).toHaveLength(4997 + 3999 + 1);
    expect(live.find((row) => row.user_id === kept)).toEqual({
      user_id: kept,
      registered: true,
      registered_at: new Date(Date.parse(at) + 9999 * 1000),
      attendance_status: 'registered_attended',
    });

    await replayReadModel(app, 'session_registration');
    expect(await rows()).toEqual(live);
  });

  it('refuses to replay a projector that does not exist', async () => {
    await expect(replayReadModel(app, 'nope')).rejects.toThrow(/Unknown projector nope/);
  });
});
