import { randomUUID } from 'node:crypto';
import { replayReadModel } from '../../../test/support/replay-read-model.js';
import { seededRandom as random } from '../../../test/support/seeded-random.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { addDays } from '../../platform/domain/eastern-time.js';
import type { AppendResult, NewEvent } from '../../platform/event-store/event-store.port.js';
import { ProjectionProgress } from '../../platform/projection-engine/projection-progress.js';
import { statsAsOf, trendBetween } from './studio-figures.queries.js';

interface Member {
  joinedOn: string;
  activeDates: string[];
  deletedOn: string | null;
  /** A paid membership's first day and the day it ended (not a member that day), if it did. */
  membership: { from: string; endedOn: string | null } | null;
}

/** The figures by their definitions, member by member: the reference the read model must equal. */
function byDefinition(members: Member[], date: string) {
  const present = members.filter((m) => m.joinedOn <= date && (m.deletedOn === null || m.deletedOn > date));
  const activeWithin = (days: number) =>
    present.filter((m) => m.activeDates.some((d) => d <= date && d > addDays(date, -days))).length;
  const members_ = present.filter(
    (m) =>
      m.membership &&
      m.membership.from <= date &&
      (m.membership.endedOn === null || m.membership.endedOn > date),
  ).length;
  return {
    dau: activeWithin(1),
    wau: activeWithin(7),
    mau: activeWithin(30),
    users: present.length,
    members: members_,
  };
}

const noon = (date: string) => `${date}T17:00:00.000Z`;

describe('the studio figures (studio_members read model)', () => {
  let app: TestApp;
  const members: Member[] = [];
  const firstDay = '2026-08-01';

  beforeAll(async () => {
    app = await createTestApp();
    const next = random(20261124);
    let last: AppendResult | undefined;
    for (let i = 0; i < 60; i++) {
      const userId = randomUUID();
      const joinedOn = addDays(firstDay, Math.floor(next() * 20));
      // Bursts, gaps longer than a week and a month, and some never active.
      const activeDates = [
        ...new Set(Array.from({ length: Math.floor(next() * 12) }, () => Math.floor(next() * 120))),
      ]
        .sort((a, b) => a - b)
        .map((day) => addDays(firstDay, day))
        .filter((date) => date >= joinedOn);
      // One in five is soft-deleted on a day of the range; one in four pays for a while.
      const deletedOn = i % 5 === 0 ? addDays(firstDay, Math.floor(next() * 130)) : null;
      const from = addDays(joinedOn, Math.floor(next() * 40));
      const membership =
        i % 4 === 0
          ? { from, endedOn: next() < 0.5 ? addDays(from, 1 + Math.floor(next() * 50)) : null }
          : null;
      const timed: { at: string; event: Omit<NewEvent, 'id'> }[] = [
        {
          at: noon(joinedOn),
          event: { type: 'MemberSignedUp', data: { userId, authMethod: 'email', at: noon(joinedOn) } },
        },
        ...activeDates
          .filter((date) => deletedOn === null || date <= deletedOn)
          .map((date) => ({
            at: noon(date),
            event: { type: 'MemberActive', data: { userId, date, at: noon(date) } },
          })),
      ];
      if (deletedOn) {
        timed.push({
          at: `${deletedOn}T18:00:00.000Z`,
          event: {
            type: 'MemberDeleted',
            data: { userId, deletedBy: userId, at: `${deletedOn}T18:00:00.000Z` },
          },
        });
      }
      if (membership) {
        const subscriptionId = `sub_${i}`;
        timed.push({
          at: noon(membership.from),
          event: {
            type: 'MembershipStarted',
            data: {
              userId,
              subscriptionId,
              periodStart: noon(membership.from),
              periodEnd: noon(addDays(membership.from, 30)),
              at: noon(membership.from),
            },
          },
        });
        if (membership.endedOn) {
          timed.push({
            at: noon(membership.endedOn),
            event: {
              type: 'MembershipEnded',
              data: {
                userId,
                subscriptionId,
                endedAt: noon(membership.endedOn),
                at: noon(membership.endedOn),
              },
            },
          });
        }
      }
      timed.sort((a, b) => a.at.localeCompare(b.at));
      last = await app.runtime.eventStore.append(
        `member-${userId}`,
        timed.map(({ event }) => ({ id: randomUUID(), ...event })),
        'no_stream',
      );
      members.push({ joinedOn, activeDates, deletedOn, membership });
    }
    if (!last) throw new Error('nothing was appended');
    const progress = new ProjectionProgress(app.db.dataSource);
    if (!(await progress.waitFor(['studio_members'], last.position, 30_000)))
      throw new Error('studio_members did not catch up');
  });

  afterAll(() => app.close());

  it('gives the trend of the definitions over five months, deletions and memberships included', async () => {
    const from = addDays(firstDay, -10);
    const to = addDays(firstDay, 140);
    const points = await trendBetween(app.db.dataSource, from, to);
    const expected = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const { dau, wau, mau, members: activeMembers } = byDefinition(members, date);
      expected.push({ date, dau, wau, mau, activeMembers });
    }
    expect(points).toEqual(expected);
  });

  it('gives the stats as of any date', async () => {
    for (const offset of [0, 15, 40, 75, 121]) {
      const date = addDays(firstDay, offset);
      const { dau, wau, mau, users, members: activeMembers } = byDefinition(members, date);
      expect(await statsAsOf(app.db.dataSource, date)).toEqual({
        asOf: date,
        activeMembers,
        freeUsers: users - activeMembers,
        totalUsers: users,
        dauCount: dau,
        wauCount: wau,
        mauCount: mau,
        inactiveCount: users - mau,
      });
    }
  });

  it("keeps the users list's tally equal to the members it counts, and a replay rebuilds the same rows", async () => {
    const db = app.db.dataSource;
    const byKind = (sql: string) =>
      db.query(`SELECT deleted, paid, to_char(last_active, 'YYYY-MM-DD') AS last_active,
                       complimentary_from, complimentary_until, members
                FROM (${sql}) k ORDER BY 1, 2, 3`);
    const tally = await byKind('SELECT * FROM admin_member_tally');
    expect(tally).toEqual(
      await byKind(`SELECT deleted_on IS NOT NULL AS deleted, paid_active AS paid, last_active,
                           complimentary_from, complimentary_until, count(*)::int AS members
                    FROM admin_member WHERE joined_on IS NOT NULL GROUP BY 1, 2, 3, 4, 5`),
    );
    expect(tally.reduce((sum: number, kind: { members: number }) => sum + kind.members, 0)).toBe(
      members.length,
    );
    const tables = ['studio_day', 'admin_member', 'admin_member_tally'];
    const rows = () =>
      Promise.all(tables.map((table) => db.query(`SELECT * FROM ${table} ORDER BY 1, 2, 3, 4, 5`)));
    const live = await rows();
    await replayReadModel(app, 'studio_members');
    expect(await rows()).toEqual(live);
  });
});
