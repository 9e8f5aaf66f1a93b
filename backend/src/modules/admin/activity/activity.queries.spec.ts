import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { addDays } from '../../../platform/domain/eastern-time.js';
import type { AppendResult, NewEvent } from '../../../platform/event-store/event-store.port.js';
import { ProjectionProgress } from '../../../platform/projection-engine/projection-progress.js';
import { activityTrend, MAU_DAYS, WAU_DAYS } from './activity.queries.js';

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Member {
  userId: string;
  activeDates: string[];
  /** The Eastern date of the soft delete, if any. */
  deletedOn: string | null;
}

/** DAU/WAU/MAU by their definition (active on the Eastern day, the last 7, the last 30), user by user: the reference the query must equal. */
function expectedTrend(members: Member[], from: string, to: string) {
  const points = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const present = members.filter((m) => m.deletedOn === null || m.deletedOn > date);
    const activeWithin = (days: number) =>
      present.filter((m) => m.activeDates.some((d) => d <= date && d > addDays(date, -days))).length;
    points.push({ date, dau: activeWithin(1), wau: activeWithin(WAU_DAYS), mau: activeWithin(MAU_DAYS) });
  }
  return points;
}

describe('activityTrend', () => {
  let app: TestApp;
  const members: Member[] = [];
  const firstDay = '2026-08-01';

  beforeAll(async () => {
    app = await createTestApp();
    const next = random(20261124);
    let last: AppendResult | undefined;
    for (let i = 0; i < 60; i++) {
      const [{ id: userId }] = await app.db.dataSource.query(
        `INSERT INTO users (email, first_name) VALUES ($1, 'Trend') RETURNING id`,
        [`trend-${i}@example.com`],
      );
      // Bursts, gaps longer than a week and a month, and some never active.
      const activeDates = [
        ...new Set(Array.from({ length: Math.floor(next() * 12) }, () => Math.floor(next() * 120))),
      ]
        .sort((a, b) => a - b)
        .map((day) => addDays(firstDay, day));
      const events: NewEvent[] = [
        {
          id: randomUUID(),
          type: 'MemberSignedUp',
          data: { userId, authMethod: 'email', at: `${firstDay}T12:00:00.000Z` },
        },
        ...activeDates.map((date) => ({
          id: randomUUID(),
          type: 'MemberActive',
          data: { userId, date, at: `${date}T12:00:00.000Z` },
        })),
      ];
      last = await app.runtime.eventStore.append(`member-${userId}`, events, 'no_stream');
      // One in five is soft-deleted on a day of the range (at noon, Eastern, summer or winter time).
      const deletedOn = i % 5 === 0 ? addDays(firstDay, Math.floor(next() * 130)) : null;
      if (deletedOn) {
        await app.db.dataSource.query(`UPDATE users SET deleted_at = $2 WHERE id = $1`, [
          userId,
          `${deletedOn}T12:00:00-05:00`,
        ]);
      }
      members.push({ userId, activeDates, deletedOn });
    }
    if (!last) throw new Error('nothing was appended');
    const progress = new ProjectionProgress(app.db.dataSource);
    if (!(await progress.waitFor(['member_summary'], last.position, 30_000)))
      throw new Error('member_summary did not catch up');
  });

  afterAll(() => app.close());

  it('equals the day-by-day definition over four months, deletions included', async () => {
    const from = addDays(firstDay, -10);
    const to = addDays(firstDay, 140);
    expect(await activityTrend(app.db.dataSource, from, to)).toEqual(expectedTrend(members, from, to));
  });

  it('counts activity from before the range into its first days', async () => {
    const from = addDays(firstDay, 70);
    const to = addDays(firstDay, 75);
    const points = await activityTrend(app.db.dataSource, from, to);
    expect(points).toEqual(expectedTrend(members, from, to));
    expect(points[0].mau).toBeGreaterThan(0);
  });
});
