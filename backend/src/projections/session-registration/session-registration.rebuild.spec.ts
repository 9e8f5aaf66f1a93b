import { randomUUID } from 'node:crypto';
import { csrfHeaders, type SignedUpAgent, signUpAgent } from '../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { allEvents } from '../../../test/support/test-event-store.js';
import { allProjectors } from '../../all-projectors.js';
import type { AppendResult, NewEvent } from '../../platform/event-store/event-store.port.js';
import { ProjectionProgress } from '../../platform/projection-engine/projection-progress.js';
import { replay } from '../../platform/projection-engine/replay.js';

// Sunday 2026-11-22, 07:00 in New York: sessions from Tuesday 11-24 to Thursday 11-26 are open.
const NOW = '2026-11-22T12:00:00Z';
const OPEN_DATES = ['2026-11-24', '2026-11-25', '2026-11-26'];
const HISTORY_EVENTS = 200_000;
const quiet = { start: () => {}, update: () => {}, stop: () => {} };

describe('rebuilding session_registration while members register', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ authRateLimit: { limit: 10_000, windowMs: 60_000 } });
    app.clock.set(new Date(NOW));
  });

  afterAll(async () => {
    await app.close();
  });

  /** A year of past sessions: members registering and cancelling, 1,000 events an append. */
  async function appendHistory(): Promise<AppendResult> {
    const users = Array.from({ length: 400 }, () => randomUUID());
    let last: AppendResult | undefined;
    for (let done = 0; done < HISTORY_EVENTS; done += 1000) {
      const day = done / 1000;
      const sessionDate = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
      const at = `${sessionDate}T00:00:00.000Z`;
      const events: NewEvent[] = Array.from({ length: 1000 }, (_, i) => {
        const userId = users[i % users.length];
        // Each user registers, cancels and (for some) registers again: 1000 events over 400 users.
        return i % 400 < 300 && Math.floor(i / 400) % 2 === 1
          ? {
              id: randomUUID(),
              type: 'RegistrationCancelled',
              data: { sessionDate, userId, cancelledAt: at },
            }
          : {
              id: randomUUID(),
              type: 'RegisteredForSession',
              data: { sessionDate, userId, registeredAt: at },
            };
      });
      last = await app.runtime.eventStore.append(`practice-session-${sessionDate}`, events, 'no_stream');
    }
    return last as AppendResult;
  }

  const snapshot = async () =>
    (
      await app.db.pool.query(
        `SELECT to_char(session_date, 'YYYY-MM-DD') AS date, user_id, registered_at, attendance_status
         FROM session_registration ORDER BY 1, 2`,
      )
    ).rows;

  /** The read model as the log says it should be, folded here from every event. */
  async function foldedFromLog() {
    const rows = new Map<string, Date>();
    for (const event of await allEvents(app.runtime.eventStore, [
      'RegisteredForSession',
      'RegistrationCancelled',
    ])) {
      const data = event.data as { sessionDate: string; userId: string; registeredAt?: string };
      const key = `${data.sessionDate}|${data.userId}`;
      if (event.type === 'RegisteredForSession') rows.set(key, new Date(data.registeredAt as string));
      else rows.delete(key);
    }
    return [...rows]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, registeredAt]) => {
        const [date, userId] = key.split('|');
        return { date, user_id: userId, registered_at: registeredAt, attendance_status: null };
      });
  }

  it('keeps registrations answering and visible during a rebuild of 200,000 events; the result equals a from-scratch build', async () => {
    const history = await appendHistory();
    const progress = app.app.get(ProjectionProgress);
    // The history bypassed inline projection (appended straight to the store): the live runner applies it.
    expect(await progress.waitFor(['session_registration'], history.position, 240_000)).toBe(true);
    const members = await Promise.all(Array.from({ length: 6 }, () => signUpAgent(app)));

    let rebuilding = true;
    const rebuild = replay({
      projectors: allProjectors,
      only: ['session_registration'],
      dataSource: app.db.dataSource,
      eventStore: app.runtime.eventStore,
      progress: quiet,
    }).finally(() => {
      rebuilding = false;
    });

    // Each member toggles the open sessions over and over while the rebuild runs; every answer
    // must be a success and the schedule fetched right after must already show it.
    let answeredDuringRebuild = 0;
    const registered = new Map<string, Set<string>>(members.map((m) => [m.user.id, new Set<string>()]));
    await Promise.all(
      members.map(async (member: SignedUpAgent, m) => {
        for (let round = 0; rebuilding || round < 3; round++) {
          const date = OPEN_DATES[(round + m) % OPEN_DATES.length];
          const mine = registered.get(member.user.id) as Set<string>;
          const attending = !mine.has(date);
          const during = rebuilding;
          const answer = await member.agent
            .post('/api/user-schedule')
            .set(csrfHeaders)
            .send({ attendanceDate: date, attending });
          expect(answer.status).toBe(200);
          if (attending) mine.add(date);
          else mine.delete(date);
          const schedule = await member.agent.get('/api/user-schedule').expect(200);
          expect(schedule.body.map((r: { attendanceDate: string }) => r.attendanceDate).sort()).toEqual(
            [...mine].sort(),
          );
          if (during && rebuilding) answeredDuringRebuild += 1;
        }
      }),
    );
    const [report] = (await rebuild).rebuilt;
    expect(report.events).toBeGreaterThanOrEqual(HISTORY_EVENTS);
    expect(answeredDuringRebuild).toBeGreaterThan(0);

    const afterTraffic = await snapshot();
    expect(afterTraffic).toEqual(await foldedFromLog());
    for (const [userId, dates] of registered) {
      expect(afterTraffic.filter((r) => r.user_id === userId).map((r) => r.date)).toEqual([...dates].sort());
    }

    // A rebuild with nothing else going on writes exactly the same table.
    await replay({
      projectors: allProjectors,
      only: ['session_registration'],
      dataSource: app.db.dataSource,
      eventStore: app.runtime.eventStore,
      progress: quiet,
    });
    expect(await snapshot()).toEqual(afterTraffic);
    const versions = await app.db.pool.query(
      "SELECT relname FROM pg_class WHERE relkind = 'r' AND relname LIKE 'session_registration_v%'",
    );
    expect(versions.rows).toEqual([{ relname: 'session_registration_v3' }]);
  }, 600_000);
});
