import { randomUUID } from 'node:crypto';
import type { ActivityStatus } from '@sadhana/rules/admin';
import type {
  AdminUserRow,
  DeletedFilter,
  UserMembershipFilter,
  UserSort,
} from '@sadhana/rules/admin-workspace';
import { seededRandom as random } from '../../../../test/support/seeded-random.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { addDays } from '../../../platform/domain/eastern-time.js';
import type { NewEvent } from '../../../platform/event-store/event-store.port.js';
import { type UsersFilter, usersPage } from './users-page.queries.js';

const TODAY = '2026-11-30';
const NOW = new Date(`${TODAY}T17:00:00Z`);
const noon = (date: string) => `${date}T17:00:00.000Z`;

/**
 * The users list's pages against the whole list: for every sort, order and filter, the pages read in
 * turn are the whole list in that order, their total is its length, and each row passes the filter.
 * Over members active on days of their own, some deleted, paying, on a complimentary membership, and
 * names that tie.
 */
describe('the users list, paged (usersPage)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
    const next = random(20261130);
    for (let i = 0; i < 37; i++) {
      const email = `list-${String(i).padStart(2, '0')}-${randomUUID().slice(0, 4)}@example.com`;
      // A few share a name: the order falls back to the email, then the id.
      const [{ id: userId }] = await app.db.dataSource.query(
        `INSERT INTO users (email, first_name, last_name, created_at, deleted_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [
          email,
          ['Asha', 'Ravi', 'Zoë', 'asha'][i % 4],
          `Rao ${i % 6}`,
          noon(addDays(TODAY, -60 + i)),
          i % 9 === 4 ? noon(addDays(TODAY, -2)) : null,
        ],
      );
      const joined = addDays(TODAY, -60 + i);
      const events: Omit<NewEvent, 'id'>[] = [
        { type: 'MemberSignedUp', data: { userId, authMethod: 'email', at: noon(joined) } },
      ];
      const lastActive = Math.floor(next() * 45);
      // Some never active; several on the same day (ties of the last-active order).
      if (i % 7 !== 3) {
        const date = addDays(TODAY, -Math.min(lastActive, 60 - i) + (i % 5 === 0 ? 0 : 0));
        if (date >= joined) events.push({ type: 'MemberActive', data: { userId, date, at: noon(date) } });
      }
      if (i % 5 === 1) {
        events.push({
          type: 'MembershipStarted',
          data: {
            userId,
            subscriptionId: `sub_list_${i}`,
            periodStart: noon(joined),
            periodEnd: noon(addDays(TODAY, 20)),
            at: noon(joined),
          },
        });
      }
      if (i % 6 === 2) {
        events.push({
          type: 'ComplimentaryMembershipGranted',
          data: {
            userId,
            grantId: randomUUID(),
            from: addDays(TODAY, -10),
            until: addDays(TODAY, i % 12 === 2 ? -1 : 10),
            reason: 'scholarship',
            grantedBy: userId,
            at: noon(addDays(TODAY, -10)),
          },
        });
      }
      if (i % 9 === 4) {
        events.push({
          type: 'MemberDeleted',
          data: { userId, deletedBy: userId, at: noon(addDays(TODAY, -2)) },
        });
      }
      await app.runtime.eventStore.append(
        `member-${userId}`,
        events.map((event) => ({ id: randomUUID(), ...event })),
        'no_stream',
      );
    }
    await app.caughtUp();
  });

  afterAll(() => app.close());

  const read = (filter: UsersFilter, page: { page: number; pageSize: number } | null) =>
    usersPage(app.db.dataSource, filter, page, { today: TODAY, now: NOW, begunThrough: TODAY });

  const sortKey: Record<UserSort, (row: AdminUserRow) => string | null> = {
    name: (row) => `${row.firstName ?? ''} ${row.lastName ?? ''}`.toLowerCase(),
    email: (row) => row.email,
    joined: (row) => row.createdAt,
    lastActive: (row) => row.lastActiveDate,
  };
  const passes = (row: AdminUserRow, filter: UsersFilter) =>
    (filter.deleted !== 'hide' || row.deletedAt === null) &&
    (filter.deleted !== 'only' || row.deletedAt !== null) &&
    (!filter.membership ||
      (filter.membership === 'member' && row.membershipKind !== 'none') ||
      (filter.membership === 'free' && row.membershipKind === 'none') ||
      (filter.membership === 'complimentary' && row.membershipKind === 'complimentary')) &&
    (!filter.activity || row.activityStatus === filter.activity);

  const sorts: UserSort[] = ['name', 'email', 'joined', 'lastActive'];
  const filters: Partial<UsersFilter>[] = [
    {},
    { deleted: 'only' as DeletedFilter },
    { deleted: 'include' as DeletedFilter },
    ...(['member', 'free', 'complimentary'] as UserMembershipFilter[]).map((membership) => ({ membership })),
    ...(['DAU', 'WAU', 'MAU', 'other'] as ActivityStatus[]).map((activity) => ({ activity })),
    { q: 'asha' },
    { q: 'ZOË R', membership: 'member' as UserMembershipFilter },
  ];

  it.each(sorts)(
    'sorted by %s, either way, under every filter: pages make the list, totals its length',
    async (sort) => {
      for (const order of ['asc', 'desc'] as const) {
        for (const extra of filters) {
          const filter: UsersFilter = { deleted: 'hide', sort, order, asOf: TODAY, ...extra };
          const all = await read(filter, null);
          const paged: AdminUserRow[] = [];
          for (let page = 1; ; page++) {
            const { rows, total } = await read(filter, { page, pageSize: 4 });
            expect({ filter, total }).toEqual({ filter, total: all.rows.length });
            paged.push(...rows);
            if (rows.length < 4) break;
          }
          expect(paged.map((row) => row.id)).toEqual(all.rows.map((row) => row.id));
          expect(new Set(paged.map((row) => row.id)).size).toBe(paged.length);
          for (const row of all.rows)
            expect({ filter, row: row.email, passes: passes(row, filter) }).toMatchObject({ passes: true });
          // In order: the key never goes back (never-active last, either way).
          const keys = all.rows.map((row) => sortKey[sort](row));
          const known = keys.filter((key) => key !== null) as string[];
          const sorted = [...known].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          expect(known).toEqual(order === 'asc' ? sorted : sorted.reverse());
          expect(keys.slice(known.length).every((key) => key === null)).toBe(true);
        }
      }
    },
  );

  it('counts every filter once: the filters split the list without a gap or an overlap', async () => {
    const base: UsersFilter = { deleted: 'hide', sort: 'name', order: 'asc', asOf: TODAY };
    const total = async (extra: Partial<UsersFilter>) =>
      (await read({ ...base, ...extra }, { page: 1, pageSize: 50 })).total;
    const everyone = await total({});
    expect((await total({ membership: 'member' })) + (await total({ membership: 'free' }))).toBe(everyone);
    const byActivity = await Promise.all(
      (['DAU', 'WAU', 'MAU', 'other'] as const).map((activity) => total({ activity })),
    );
    expect(byActivity.reduce((a, b) => a + b, 0)).toBe(everyone);
    expect((await total({ deleted: 'include' })) - (await total({ deleted: 'only' }))).toBe(everyone);
    expect(everyone).toBeGreaterThan(20);
    // Each kind the filters pick is there to be picked.
    for (const extra of [
      { membership: 'complimentary' },
      { membership: 'member' },
      { deleted: 'only' },
      { activity: 'other' },
    ] as const) {
      expect({ extra, some: (await total(extra)) > 0 }).toEqual({ extra, some: true });
    }
  });
});
