import { randomUUID } from 'node:crypto';
import { countsAsAttended } from '@sadhana/rules/attendance';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { practiceSessionStream } from '../../../domain/practice-sessions/practice-session.events.js';
import { addDays, sessionStart } from '../../../platform/domain/eastern-time.js';
import type { NewEvent } from '../../../platform/event-store/event-store.port.js';
import { PracticeSchedule } from '../../practice-sessions/index.js';
import { historyPage } from '../attendance-history/history-page.queries.js';
import { attendanceSummary } from '../member-summary/attendance-summary.queries.js';
import { studioNow } from '../shared/studio-now.js';
import { usersPage } from './users-page.queries.js';

/** A Monday: its week runs from Sunday 2026-11-29 to Saturday 2026-12-05. */
const TODAY = '2026-11-30';
const at = (date: string) => `${date}T12:00:00.000Z`;
/** Noon in New York on `date`, after its session (4:30 or 5 AM). */
const afternoonOf = (date: string) => new Date(`${date}T17:00:00Z`);

/** The times the counts are read at, and what each member's count is then. */
const TIMES = [
  { when: 'before the day’s session', today: TODAY, now: new Date(`${TODAY}T08:00:00Z`) },
  { when: 'after it', today: TODAY, now: afternoonOf(TODAY) },
  {
    when: 'late in the evening, already the next day in UTC',
    today: TODAY,
    now: new Date('2026-12-01T03:30:00Z'),
  },
  { when: 'the next day, after its session', today: addDays(TODAY, 1), now: afternoonOf(addDays(TODAY, 1)) },
  { when: 'three days on', today: addDays(TODAY, 3), now: afternoonOf(addDays(TODAY, 3)) },
];

/**
 * The users list's attendance count is kept by events (admin_roster_tally, the rows that count once
 * their session has begun) less the rows that have not begun: it must equal the count over every row
 * of the member's history, as the time passes over registrations, statuses, walk-ins, cancellations
 * and cancelled classes. The story comes in steps, so the tally moves from rows already stored.
 */
describe("the users list's attendance count", () => {
  let app: TestApp;
  const admin = randomUUID();
  const members: Record<'regular' | 'walkIn' | 'cancelled', string> = {
    regular: '',
    walkIn: '',
    cancelled: '',
  };

  /** Appends each event to its date's stream, then waits for the read models: one step of the story. */
  const happen = async (...events: Omit<NewEvent, 'id'>[]) => {
    for (const event of events) {
      const { sessionDate } = event.data as { sessionDate: string };
      await app.runtime.eventStore.append(
        practiceSessionStream(sessionDate),
        [{ id: randomUUID(), ...event }],
        'any',
      );
    }
    await app.caughtUp();
  };
  const registered = (userId: string, date: string): Omit<NewEvent, 'id'> => ({
    type: 'RegisteredForSession',
    data: { sessionDate: date, userId, registeredAt: at(addDays(date, -2)) },
  });
  const status = (userId: string, date: string, value: string): Omit<NewEvent, 'id'> => ({
    type: 'AttendanceStatusSet',
    data: { sessionDate: date, userId, status: value, setBy: admin, at: at(date) },
  });
  const classCancelled = (date: string): Omit<NewEvent, 'id'> => ({
    type: 'SessionCancelled',
    data: { sessionDate: date, reason: 'Teacher ill', cancelledBy: admin, at: at(addDays(date, -1)) },
  });

  beforeAll(async () => {
    app = await createTestApp();
    for (const key of Object.keys(members) as (keyof typeof members)[]) {
      const [{ id }] = await app.db.dataSource.query(
        `INSERT INTO users (email, first_name, last_name, created_at) VALUES ($1, 'Tally', $2, $3) RETURNING id`,
        [`tally-${key.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`, key, at('2026-09-01')],
      );
      members[key] = id;
      await app.runtime.eventStore.append(
        `member-${id}`,
        [
          {
            id: randomUUID(),
            type: 'MemberSignedUp',
            data: { userId: id, authMethod: 'email', at: at('2026-09-01') },
          },
        ],
        'no_stream',
      );
    }
    const { regular, walkIn, cancelled } = members;
    const removedByAdmin = (date: string): Omit<NewEvent, 'id'> => ({
      type: 'RegistrationRemovedByAdmin',
      data: { sessionDate: date, userId: regular, removedBy: admin, reason: 'removed', at: at(date) },
    });
    // In four steps, each changing rows the ones before stored. The regular registers on past dates,
    // today, the next two days and next week's Friday; the second member attended a past class and
    // registers for one three days on.
    await happen(
      ...['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-06', '2026-11-09', '2026-11-10'].map((date) =>
        registered(regular, date),
      ),
      ...['2026-11-11', '2026-11-12', '2026-11-29', TODAY, '2026-12-01', '2026-12-02', '2026-12-11'].map(
        (date) => registered(regular, date),
      ),
      registered(cancelled, '2026-11-20'),
      registered(cancelled, '2026-12-03'),
    );
    await happen(
      status(regular, '2026-11-04', 'registered_attended'),
      // A walk-in without a registration: attended.
      status(regular, '2026-11-05', 'walk_in_attended'),
      // Registered, then cancelled: nothing.
      {
        type: 'RegistrationCancelled',
        data: { sessionDate: '2026-11-06', userId: regular, cancelledAt: at('2026-11-05') },
      },
      status(regular, '2026-11-09', 'registered_attended'),
      status(regular, '2026-11-12', 'registered_no_show'),
      // A walk-in recorded today before the session: counted at once.
      status(walkIn, TODAY, 'walk_in_attended'),
    );
    await happen(
      // Marked attended, then a no-show: not attended.
      status(regular, '2026-11-04', 'registered_no_show'),
      // Marked attended, then removed by an admin: nothing.
      removedByAdmin('2026-11-09'),
      // A cancelled class: not attended (and the one three days on, once its day has come).
      classCancelled('2026-11-10'),
      classCancelled('2026-11-11'),
      classCancelled('2026-12-03'),
    );
    await happen(
      // A class cancelled and restored: attended.
      {
        type: 'SessionRestored',
        data: { sessionDate: '2026-11-11', restoredBy: admin, at: at('2026-11-10') },
      },
      // A status set and cleared: attended again (no status, past).
      {
        type: 'AttendanceStatusCleared',
        data: { sessionDate: '2026-11-12', userId: regular, clearedBy: admin, at: at('2026-11-12') },
      },
      // Tomorrow marked attended ahead of time: not counted before its day.
      status(regular, '2026-12-01', 'registered_attended'),
    );
  });

  afterAll(() => app.close());

  /** The moment of a read at `now`, worked out as the app does. */
  const readAt = async (today: string, now: Date) => {
    app.clock.set(now);
    const at = await studioNow(app.clock, app.app.get(PracticeSchedule));
    expect(at.today).toBe(today);
    return at;
  };
  /** The list as an admin reads it at `now`. */
  const rowsAt = async (today: string, now: Date) => {
    const at = await readAt(today, now);
    const { rows } = await usersPage(
      app.db.dataSource,
      { q: 'Tally', deleted: 'hide', sort: 'name', order: 'asc', asOf: today },
      { page: 1, pageSize: 50 },
      at,
    );
    return new Map(rows.map((row) => [row.id, row]));
  };
  /** The count over every row of the member's history, by the rules: begun once its start is not after now. */
  const countedRowByRow = async (userId: string, today: string, now: Date) => {
    const rows: { date: string; status: string | null; startTime: string | null }[] =
      await app.db.dataSource.query(
        `SELECT to_char(r.session_date, 'YYYY-MM-DD') AS date, r.attendance_status AS status, p.start_time AS "startTime"
       FROM admin_roster r LEFT JOIN practices p ON p.day_of_week = extract(dow FROM r.session_date)::int
       WHERE r.user_id = $1 AND r.session_date <= $2::date`,
        [userId, today],
      );
    return rows.filter((row) =>
      countsAsAttended(row.status, row.startTime !== null && sessionStart(row.date, row.startTime) <= now),
    ).length;
  };

  const expected = { regular: [6, 7, 7, 8, 9], walkIn: [1, 1, 1, 1, 1], cancelled: [1, 1, 1, 1, 1] };

  it.each(TIMES.map((time, i) => ({ ...time, i })))(
    'equals the count over every row of each member $when',
    async ({ today, now, i }) => {
      const rows = await rowsAt(today, now);
      for (const [key, userId] of Object.entries(members) as [keyof typeof members, string][]) {
        const count = rows.get(userId)?.attendanceCount;
        expect({ key, count }).toEqual({ key, count: expected[key][i] });
        expect({ key, count: await countedRowByRow(userId, today, now) }).toEqual({ key, count });
      }
    },
  );

  it.each(TIMES.map((time, i) => ({ ...time, i })))(
    'the history and the summary take the same rows as attended $when',
    async ({ today, now, i }) => {
      const at = await readAt(today, now);
      const all = Object.values(members);
      const byRows = await Promise.all(all.map((userId) => countedRowByRow(userId, today, now)));
      const { rows } = await historyPage(
        app.db.dataSource,
        { from: '2026-11-01', to: today, userId: members.regular },
        null,
        at,
      );
      expect(rows.filter((row) => row.countsAsAttended).length).toBe(expected.regular[i]);
      // Unfiltered by member, the total of "attended" is summed from the days' counts.
      const attended = await historyPage(
        app.db.dataSource,
        { from: '2026-11-01', to: today, status: 'attended' },
        { page: 1, pageSize: 50 },
        at,
      );
      expect(attended.total).toBe(byRows.reduce((sum, count) => sum + count, 0));
      expect(attended.rows.every((row) => row.countsAsAttended)).toBe(true);
      // The summary also counts a session marked attended ahead of its day (tomorrow's, until it comes).
      const summary = await attendanceSummary(app.db.dataSource, members.regular, at);
      expect(summary.attendance.attended).toBe([7, 8, 8, 8, 9][i]);
      // Registered without a status and not begun: today's until its session starts, and the later ones.
      expect(summary.attendance.upcoming).toBe([3, 2, 2, 2, 1][i]);
    },
  );

  it('shows the registered days of the rolling window the member sees, two days back to four on', async () => {
    const rows = await rowsAt(TODAY, afternoonOf(TODAY));
    // Saturday 28 Nov to Friday 4 Dec: next week's Friday is not in it.
    expect(rows.get(members.regular)?.practiceSchedule).toEqual([0, 1, 2, 3]);
    expect(rows.get(members.walkIn)?.practiceSchedule).toEqual([]);
    expect(rows.get(members.cancelled)?.practiceSchedule).toEqual([4]);
    // On Thursday the window is Tuesday to Monday, in date order: Sunday and Monday have left it,
    // though the week that began on Sunday still holds them.
    const later = await rowsAt(addDays(TODAY, 3), afternoonOf(addDays(TODAY, 3)));
    expect(later.get(members.regular)?.practiceSchedule).toEqual([2, 3]);
  });

  it('keeps the tally equal to the rows that count once begun, and a replay rebuilds it', async () => {
    const tally = () =>
      app.db.dataSource.query(
        'SELECT user_id, attended_once_begun FROM admin_roster_tally WHERE attended_once_begun <> 0 ORDER BY user_id',
      );
    const live = await tally();
    expect(live).toEqual(
      await app.db.dataSource.query(
        `SELECT user_id, count(*)::int AS attended_once_begun FROM admin_roster
         WHERE sadhana_counts_as_attended(attendance_status, true) GROUP BY user_id ORDER BY user_id`,
      ),
    );
    expect(
      new Map(
        live.map((row: { user_id: string; attended_once_begun: number }) => [
          row.user_id,
          row.attended_once_begun,
        ]),
      ),
    ).toEqual(
      new Map([
        [members.regular, 10],
        [members.walkIn, 1],
        [members.cancelled, 1],
      ]),
    );
    await replayReadModel(app, 'session_rosters');
    expect(await tally()).toEqual(live);
  });
});
