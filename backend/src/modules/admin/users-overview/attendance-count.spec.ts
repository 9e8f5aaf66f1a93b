import { randomUUID } from 'node:crypto';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { addDays } from '../../../platform/domain/eastern-time.js';
import type { NewEvent } from '../../../platform/event-store/event-store.port.js';
import { practiceSessionStream } from '../../practice-sessions/index.js';
import { usersPage } from './users-page.queries.js';

const TODAY = '2026-11-30';
/** 3 AM in New York, before the day's session (4:30 or 5 AM); noon, after it. */
const BEFORE_TODAYS_SESSION = new Date(`${TODAY}T08:00:00Z`);
const AFTER_TODAYS_SESSION = new Date(`${TODAY}T17:00:00Z`);
const at = (date: string) => `${date}T12:00:00.000Z`;

/**
 * The users list's attendance count is kept by events (admin_roster_tally, the rows that count once
 * their session has begun) less the rows that have not begun: it must equal the count over every row
 * of the member's history, as the time passes over registrations, statuses, walk-ins, cancellations
 * and a cancelled class.
 */
describe("the users list's attendance count", () => {
  let app: TestApp;
  let userId: string;
  const admin = randomUUID();

  beforeAll(async () => {
    app = await createTestApp();
    [{ id: userId }] = await app.db.dataSource.query(
      `INSERT INTO users (email, first_name, last_name, created_at) VALUES ($1, 'Tally', 'Member', $2) RETURNING id`,
      [`tally-${randomUUID().slice(0, 8)}@example.com`, at('2026-09-01')],
    );
    await app.runtime.eventStore.append(
      `member-${userId}`,
      [
        {
          id: randomUUID(),
          type: 'MemberSignedUp',
          data: { userId, authMethod: 'email', at: at('2026-09-01') },
        },
      ],
      'no_stream',
    );
    const registered = (date: string): Omit<NewEvent, 'id'> => ({
      type: 'RegisteredForSession',
      data: { sessionDate: date, userId, registeredAt: at(addDays(date, -2)) },
    });
    const status = (date: string, value: string): Omit<NewEvent, 'id'> => ({
      type: 'AttendanceStatusSet',
      data: { sessionDate: date, userId, status: value, setBy: admin, at: at(date) },
    });
    const days: Record<string, Omit<NewEvent, 'id'>[]> = {
      // Past, no status: attended.
      '2026-11-02': [registered('2026-11-02')],
      '2026-11-03': [registered('2026-11-03')],
      // Past, marked attended, then a no-show: not attended.
      '2026-11-04': [
        registered('2026-11-04'),
        status('2026-11-04', 'registered_attended'),
        status('2026-11-04', 'registered_no_show'),
      ],
      // A walk-in without a registration: attended.
      '2026-11-05': [status('2026-11-05', 'walk_in_attended')],
      // Registered, then cancelled: nothing.
      '2026-11-06': [
        registered('2026-11-06'),
        {
          type: 'RegistrationCancelled',
          data: { sessionDate: '2026-11-06', userId, cancelledAt: at('2026-11-05') },
        },
      ],
      // Marked attended, then removed by an admin: nothing.
      '2026-11-09': [
        registered('2026-11-09'),
        status('2026-11-09', 'registered_attended'),
        {
          type: 'RegistrationRemovedByAdmin',
          data: {
            sessionDate: '2026-11-09',
            userId,
            removedBy: admin,
            reason: 'removed',
            at: at('2026-11-09'),
          },
        },
      ],
      // The class was cancelled: not attended; the next class was cancelled and restored: attended.
      '2026-11-10': [
        registered('2026-11-10'),
        {
          type: 'SessionCancelled',
          data: {
            sessionDate: '2026-11-10',
            reason: 'Teacher ill',
            cancelledBy: admin,
            at: at('2026-11-09'),
          },
        },
      ],
      '2026-11-11': [
        registered('2026-11-11'),
        {
          type: 'SessionCancelled',
          data: { sessionDate: '2026-11-11', reason: 'Storm', cancelledBy: admin, at: at('2026-11-10') },
        },
        {
          type: 'SessionRestored',
          data: { sessionDate: '2026-11-11', restoredBy: admin, at: at('2026-11-10') },
        },
      ],
      // A status set and cleared: attended again (no status, past).
      '2026-11-12': [
        registered('2026-11-12'),
        status('2026-11-12', 'registered_no_show'),
        {
          type: 'AttendanceStatusCleared',
          data: { sessionDate: '2026-11-12', userId, clearedBy: admin, at: at('2026-11-12') },
        },
      ],
      // Today, no status: attended once the session has begun.
      [TODAY]: [registered(TODAY)],
      // Tomorrow: registered, and marked attended ahead of time; neither counts before its day.
      [addDays(TODAY, 1)]: [registered(addDays(TODAY, 1)), status(addDays(TODAY, 1), 'registered_attended')],
      [addDays(TODAY, 2)]: [registered(addDays(TODAY, 2))],
    };
    for (const [date, events] of Object.entries(days)) {
      await app.runtime.eventStore.append(
        practiceSessionStream(date),
        events.map((event) => ({ id: randomUUID(), ...event })),
        'any',
      );
    }
    await app.caughtUp();
  });

  afterAll(() => app.close());

  const shown = async (today: string, now: Date) => {
    const { rows } = await usersPage(
      app.db.dataSource,
      { q: 'Tally Member', deleted: 'hide', sort: 'name', order: 'asc', asOf: today },
      { page: 1, pageSize: 50 },
      { today, now },
    );
    return rows.find((row) => row.id === userId)?.attendanceCount;
  };
  /** The count over every row of the member's history, by the rule's SQL functions. */
  const countedRowByRow = async (today: string, now: Date) => {
    const [{ count }] = await app.db.dataSource.query(
      `SELECT count(*) FILTER (WHERE sadhana_counts_as_attended(attendance_status,
                                 sadhana_session_started(session_date, $3)))::int AS count
       FROM admin_roster WHERE user_id = $1 AND session_date <= $2::date`,
      [userId, today, now],
    );
    return count;
  };

  it.each([
    ['before the day’s session', TODAY, BEFORE_TODAYS_SESSION, 5],
    ['after it', TODAY, AFTER_TODAYS_SESSION, 6],
    [
      'the next day, once the day’s session has begun',
      addDays(TODAY, 1),
      new Date(`${addDays(TODAY, 1)}T17:00:00Z`),
      7,
    ],
    ['three days on', addDays(TODAY, 3), new Date(`${addDays(TODAY, 3)}T17:00:00Z`), 8],
  ])('equals the count over every row %s', async (_, today, now, expected) => {
    expect(await shown(today, now)).toBe(expected);
    expect(await countedRowByRow(today, now)).toBe(expected);
  });

  it('a replay rebuilds the tally to the same rows', async () => {
    const tally = () =>
      app.db.dataSource.query(
        'SELECT * FROM admin_roster_tally WHERE attended_once_begun <> 0 ORDER BY user_id',
      );
    const live = await tally();
    expect(live).toEqual([{ user_id: userId, attended_once_begun: 8 }]);
    await replayReadModel(app, 'session_rosters');
    expect(await tally()).toEqual(live);
  });
});
