import { eventually } from '../../../../test/support/eventually.js';
import { grantMembership } from '../../../../test/support/grant-membership.js';
import { enrolAuthenticator } from '../../../../test/support/second-factor.js';
import { csrfHeaders, makeAdmin, type SignedUpAgent, signUpAgent } from '../../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.js';
import type { AdjustableClock } from '../../../../test/support/test-clock.js';

/** An instant as JavaScript's toISOString() writes it. */
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

// Eastern noon of a date (EST in November: UTC-5).
const noon = (date: string) => new Date(`${date}T17:00:00Z`);

describe('users overview: DAU/WAU/MAU, inactive and membership, today and as of any date', () => {
  let app: TestApp;
  let clock: AdjustableClock;
  let admin: SignedUpAgent;
  const members: Record<'daily' | 'weekly' | 'monthly' | 'never', SignedUpAgent> = {} as never;

  beforeAll(async () => {
    app = await createTestApp({ authRateLimit: { limit: 10_000, windowMs: 60_000 } });
    clock = app.clock;
    clock.set(noon('2026-11-01'));
    admin = await signUpAgent(app, { firstName: 'Studio' });
    await makeAdmin(app, admin.user.email);
    for (const name of ['daily', 'weekly', 'monthly', 'never'] as const) {
      members[name] = await signUpAgent(app, { firstName: name });
    }
    // Activity is recorded by each signed-in request, on the Eastern day of the (test) clock.
    const activeOn = async (who: SignedUpAgent, date: string) => {
      clock.set(noon(date));
      await who.agent.get('/api/auth/user').expect(200);
    };
    await activeOn(members.monthly, '2026-11-10');
    await activeOn(members.weekly, '2026-11-26');
    await activeOn(members.daily, '2026-11-30');
    await grantMembership(app, members.daily.user.id, {
      start: '2026-11-20T12:00:00Z',
      end: '2026-12-20T12:00:00Z',
    });
    clock.set(noon('2026-11-30'));
    // The admin's own calls are activity too: on the day the figures are read, as before.
    await enrolAuthenticator(app, admin.agent);
  });

  afterAll(async () => {
    await app.close();
  });

  const overview = (query = '') => admin.agent.get(`/api/admin/users-overview${query}`).expect(200);

  it('counts today: DAU, WAU, MAU, inactive, members and free users, and each user’s activity', async () => {
    const body = (
      await eventually(
        () => overview(),
        (r) => expect(r.body.stats.mauCount).toBe(4),
      )
    ).body;
    // The admin's own request today makes them a DAU too.
    expect(body.stats).toEqual({
      asOf: '2026-11-30',
      activeMembers: 1,
      freeUsers: 4,
      totalUsers: 5,
      dauCount: 2,
      wauCount: 3,
      mauCount: 4,
      inactiveCount: 1,
    });
    const status = (who: SignedUpAgent) => body.users.find((u: { id: string }) => u.id === who.user.id);
    expect(status(members.daily)).toMatchObject({
      activityStatus: 'DAU',
      inactive: false,
      lastActiveDate: '2026-11-30',
    });
    expect(status(members.weekly)).toMatchObject({ activityStatus: 'WAU', inactive: false });
    expect(status(members.monthly)).toMatchObject({ activityStatus: 'MAU', inactive: false });
    expect(status(members.never)).toMatchObject({
      activityStatus: 'other',
      inactive: true,
      lastActiveDate: null,
    });
    expect(status(members.daily)).toMatchObject({
      membershipActive: true,
      authProvider: 'email',
      attendanceCount: 0,
    });
  });

  it('reads the stats as of a past date from the same activity', async () => {
    expect((await overview('?asOf=2026-11-26')).body.stats).toEqual({
      asOf: '2026-11-26',
      activeMembers: 1,
      freeUsers: 4,
      totalUsers: 5,
      dauCount: 1,
      wauCount: 1,
      mauCount: 2,
      inactiveCount: 3,
    });
    expect((await overview('?asOf=2026-11-10')).body.stats).toMatchObject({
      activeMembers: 0,
      dauCount: 1,
      wauCount: 1,
      mauCount: 1,
      inactiveCount: 4,
    });
    // Each user's status is as of that date too, from their last activity on or before it.
    const asOf26 = (await overview('?asOf=2026-11-26')).body.users;
    const statusOn26 = (who: SignedUpAgent) =>
      asOf26.find((u: { id: string }) => u.id === who.user.id)?.activityStatus;
    expect(
      (['daily', 'weekly', 'monthly', 'never'] as const).map((name) => statusOn26(members[name])),
    ).toEqual(['other', 'DAU', 'MAU', 'other']);
    const page = (await overview('?asOf=2026-11-26&page=1&activity=MAU')).body;
    // A row is exactly what the API promises, no more (the statement writes it as JSON itself).
    const monthly = members.monthly.user;
    expect(page.items).toEqual([
      {
        id: monthly.id,
        email: monthly.email,
        firstName: monthly.firstName,
        lastName: monthly.lastName,
        authProvider: 'email',
        membershipActive: false,
        membershipStartDate: null,
        membershipEndDate: null,
        membershipKind: 'none',
        paused: false,
        pausedUntil: null,
        createdAt: expect.stringMatching(ISO_INSTANT),
        lastLoginAt: expect.stringMatching(ISO_INSTANT),
        lastActiveDate: '2026-11-10',
        deletedAt: null,
        attendanceCount: 0,
        practiceSchedule: [],
        activityStatus: 'MAU',
        inactive: false,
      },
    ]);
    // Before anyone signed up there is nobody to count.
    expect((await overview('?asOf=2026-10-01')).body.stats).toMatchObject({
      totalUsers: 0,
      inactiveCount: 0,
    });
  });

  it('draws the trend of DAU, WAU, MAU and active members day by day', async () => {
    const points = (await admin.agent.get('/api/admin/activity-trend?to=2026-11-30&days=30').expect(200))
      .body;
    expect(points).toHaveLength(30);
    expect(points[0].date).toBe('2026-11-01');
    const on = (date: string) => points.find((p: { date: string }) => p.date === date);
    expect(on('2026-11-10')).toEqual({ date: '2026-11-10', dau: 1, wau: 1, mau: 1, activeMembers: 0 });
    expect(on('2026-11-26')).toEqual({ date: '2026-11-26', dau: 1, wau: 1, mau: 2, activeMembers: 1 });
    expect(on('2026-11-30')).toEqual({ date: '2026-11-30', dau: 2, wau: 3, mau: 4, activeMembers: 1 });
  });

  it('a soft-deleted user leaves today’s counts but not the past ones', async () => {
    await admin.agent.delete(`/api/admin/users/${members.never.user.id}`).set(csrfHeaders).expect(200);
    expect((await overview()).body.stats).toMatchObject({ totalUsers: 4, inactiveCount: 0 });
    expect((await overview()).body.users.some((u: { id: string }) => u.id === members.never.user.id)).toBe(
      false,
    );
    expect((await overview('?asOf=2026-11-26')).body.stats).toMatchObject({ totalUsers: 5 });
  });
});
