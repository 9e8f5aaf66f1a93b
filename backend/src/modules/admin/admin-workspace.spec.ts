import { enrolAuthenticator } from '../../../test/support/second-factor.js';
import { csrfHeaders, makeAdmin, type SignedUpAgent, signUpAgent } from '../../../test/support/sign-up.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';

// Monday 2026-11-23, 10:00 in New York. The registration window is Sat 11-21 … Fri 11-27.
const NOW = '2026-11-23T15:00:00Z';

/** Names that sort and search in ways worth checking: accents, case, a shared prefix, a long one. */
const PEOPLE = [
  { firstName: 'Zoë', lastName: 'Müller' },
  { firstName: 'asha', lastName: 'Rao' },
  { firstName: 'Ashok', lastName: 'Kumar' },
  { firstName: 'Bea', lastName: 'Ng' },
  { firstName: 'Chandrasekharan', lastName: 'Venkataraghavan-Subramaniam' },
  { firstName: 'Dev', lastName: 'Patel' },
  { firstName: 'Eli', lastName: 'Stone' },
];

describe('the admin workspace: pages, roster, history, audit and files', () => {
  let app: TestApp;
  let admin: SignedUpAgent;
  const people: SignedUpAgent[] = [];

  beforeAll(async () => {
    app = await createTestApp({ authRateLimit: { limit: 10_000, windowMs: 60_000 } });
    app.clock.set(new Date(NOW));
    admin = await signUpAgent(app, { firstName: 'Studio', lastName: 'Owner' });
    await makeAdmin(app, admin.user.email);
    await enrolAuthenticator(app, admin.agent);
    for (const name of PEOPLE) people.push(await signUpAgent(app, name));
    // A signed-in call is what makes a member active on a day (signing up is not one).
    for (const person of people) await person.agent.get('/api/auth/user').expect(200);
    await app.caughtUp();
  });

  afterAll(async () => {
    await app.close();
  });

  const get = (path: string) => admin.agent.get(path);
  const usersPage = async (query: string) =>
    (await get(`/api/admin/users-overview?page=1&${query}`).expect(200)).body;
  const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

  describe('users', () => {
    it('searches a prefix of the first, last or full name or the email, in any case', async () => {
      expect((await usersPage('q=ASH')).items.map(nameOf).sort()).toEqual(['Ashok Kumar', 'asha Rao']);
      expect((await usersPage('q=rao')).items.map(nameOf)).toEqual(['asha Rao']);
      expect((await usersPage('q=asha%20r')).items.map(nameOf)).toEqual(['asha Rao']);
      const email = people[3].user.email;
      expect(
        (await usersPage(`q=${encodeURIComponent(email.slice(0, 12).toUpperCase())}`)).items.map(
          (u: { email: string }) => u.email,
        ),
      ).toContain(email);
      // A wildcard is a character like any other.
      expect((await usersPage('q=%25')).total).toBe(0);
    });

    it('sorts by name both ways and pages with a stable order and a total', async () => {
      const all = (await usersPage('pageSize=100&sort=name&order=asc')).items.map(nameOf);
      expect(all.slice(0, 3)).toEqual(['asha Rao', 'Ashok Kumar', 'Bea Ng']);
      const descending = (await usersPage('pageSize=100&sort=name&order=desc')).items.map(nameOf);
      expect(descending).toEqual([...all].reverse());
      const pages = [];
      for (let page = 1; page <= 3; page++) {
        const body = (await get(`/api/admin/users-overview?page=${page}&pageSize=3&sort=name`).expect(200))
          .body;
        expect(body).toMatchObject({ page, pageSize: 3, total: all.length });
        pages.push(...body.items.map(nameOf));
      }
      expect(pages).toEqual(all);
    });

    it('filters by membership, activity and deletion, and keeps the unpaged shape without page', async () => {
      expect((await usersPage('membership=member')).total).toBe(0);
      expect((await usersPage('membership=free')).total).toBe(PEOPLE.length + 1);
      // Everyone who signed up in this test made a signed-in call today.
      expect((await usersPage('activity=DAU')).total).toBe(PEOPLE.length + 1);
      expect((await usersPage('activity=MAU')).total).toBe(0);
      const legacy = (await get('/api/admin/users-overview').expect(200)).body;
      expect(Object.keys(legacy).sort()).toEqual(['stats', 'users']);
      expect(legacy.users).toHaveLength(PEOPLE.length + 1);
    });

    it('refuses a stats date in the future, before 2000 or not a date, and bad paging, with 400', async () => {
      for (const query of [
        'asOf=2026-11-24',
        'asOf=1999-12-31',
        'asOf=0001-01-01',
        'asOf=2026-02-30',
        'page=0',
        'pageSize=1000',
        'sort=password',
        'membership=gold',
      ]) {
        const response = await get(`/api/admin/users-overview?${query}`);
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
        expect(typeof response.body.message).toBe('string');
      }
      await get('/api/admin/stats?asOf=2026-11-24').expect(400);
      await get('/api/admin/activity-trend?to=2027-01-15').expect(400);
    });

    it('reads the same stats from GET /api/admin/stats as with the users', async () => {
      const stats = (await get('/api/admin/stats').expect(200)).body;
      expect(stats).toEqual((await usersPage('pageSize=1')).stats);
      expect(stats).toMatchObject({
        asOf: '2026-11-23',
        totalUsers: PEOPLE.length + 1,
        dauCount: PEOPLE.length + 1,
      });
    });
  });

  describe('the day roster', () => {
    it('takes a session, marks everyone attended, adds a walk-in, and removes only what can still be removed', async () => {
      for (const person of people.slice(0, 3)) {
        await person.agent
          .post('/api/user-schedule')
          .set(csrfHeaders)
          .send({ attendanceDate: '2026-11-25', attending: true })
          .expect(200);
      }
      await app.caughtUp();
      // Monday 10:00: this morning's session, begun, is the roster to take until the day ends.
      const next = (await get('/api/admin/roster').expect(200)).body;
      expect(next).toMatchObject({
        date: '2026-11-23',
        changeState: 'past',
        previousDate: '2026-11-22',
        nextDate: '2026-11-24',
      });
      const roster = (await get('/api/admin/roster?date=2026-11-25').expect(200)).body;
      expect(roster).toMatchObject({
        dayName: 'Wednesday',
        practiceName: 'Surya Kriya',
        changeState: 'open',
        totalRegistrations: 3,
        attendedCount: 0,
      });
      expect(roster.registrations.every((r: { removable: boolean }) => r.removable)).toBe(true);

      // Nobody has attended a session that has not begun.
      await admin.agent.post('/api/admin/roster/2026-11-25/mark-attended').set(csrfHeaders).expect(409);
      // While members can still change it, the admin can remove a registration.
      const first = people[0];
      await admin.agent
        .delete('/api/admin/session-registration')
        .set(csrfHeaders)
        .send({ userId: first.user.id, dayOfWeek: 3, date: '2026-11-25' })
        .expect(200);
      const removed = (await get('/api/admin/roster?date=2026-11-25').expect(200)).body;
      expect(removed.registrations.map((r: { userId: string }) => r.userId)).not.toContain(first.user.id);

      // Wednesday 06:00: the session has begun.
      app.clock.set(new Date('2026-11-25T11:00:00Z'));
      const marked = (
        await admin.agent.post('/api/admin/roster/2026-11-25/mark-attended').set(csrfHeaders).expect(200)
      ).body;
      expect(marked).toEqual({ date: '2026-11-25', marked: 2 });
      const walkIn = people[5];
      await admin.agent
        .patch('/api/admin/attendance-status')
        .set(csrfHeaders)
        .send({ userId: walkIn.user.id, date: '2026-11-25', status: 'walk_in_attended' })
        .expect(200);
      const after = (await get('/api/admin/roster?date=2026-11-25').expect(200)).body;
      expect(after.attendedCount).toBe(3);
      const walkInEntry = after.registrations.find((r: { userId: string }) => r.userId === walkIn.user.id);
      expect(walkInEntry).toMatchObject({
        attendanceStatus: 'walk_in_attended',
        registered: false,
        removable: false,
      });
      // Marking again changes nothing.
      expect(
        (await admin.agent.post('/api/admin/roster/2026-11-25/mark-attended').set(csrfHeaders).expect(200))
          .body.marked,
      ).toBe(0);
      expect(after.registrations.every((r: { removable: boolean }) => !r.removable)).toBe(true);
      app.clock.set(new Date(NOW));
      // A date on another weekday, a past date and a bad date are refused.
      await admin.agent
        .delete('/api/admin/session-registration')
        .set(csrfHeaders)
        .send({ userId: people[1].user.id, dayOfWeek: 2, date: '2026-11-25' })
        .expect(400);
      const past = (await get('/api/admin/roster?date=2026-11-20').expect(200)).body;
      expect(past.changeState).toBe('past');
      await admin.agent.post('/api/admin/roster/2026-13-01/mark-attended').set(csrfHeaders).expect(400);
    });
  });

  describe('the attendance history', () => {
    it('pages and filters rows, its totals summed per day equal to its rows counted', async () => {
      const all = (
        await get('/api/admin/attendance-history?page=1&pageSize=100&from=2026-11-20&to=2026-11-27').expect(
          200,
        )
      ).body;
      expect(all.total).toBe(all.items.length);
      expect(all.items.map((r: { date: string }) => r.date)).toEqual(
        [...all.items.map((r: { date: string }) => r.date)].sort().reverse(),
      );
      for (const status of ['registered_attended', 'walk_in_attended', 'attended', 'none']) {
        const page = (
          await get(
            `/api/admin/attendance-history?page=1&pageSize=100&from=2026-11-20&to=2026-11-27&status=${status}`,
          ).expect(200)
        ).body;
        expect({ status, total: page.total }).toEqual({ status, total: page.items.length });
      }
      const walkIns = (
        await get(
          '/api/admin/attendance-history?page=1&status=walk_in_attended&from=2026-11-20&to=2026-11-27',
        ).expect(200)
      ).body;
      expect(walkIns.items.map((r: { userId: string }) => r.userId)).toEqual([people[5].user.id]);
      // A row is exactly what the API promises, no more (the statement writes it as JSON itself).
      const walkIn = people[5].user;
      expect(walkIns.items[0]).toEqual({
        date: '2026-11-25',
        dayName: 'Wednesday',
        practiceName: expect.any(String),
        userId: walkIn.id,
        firstName: walkIn.firstName,
        lastName: walkIn.lastName,
        email: walkIn.email,
        attendanceStatus: 'walk_in_attended',
        registered: false,
        countsAsAttended: true,
        userDeleted: false,
        membershipActive: false,
      });
      expect(walkIns.items[0].practiceName.length).toBeGreaterThan(0);
      const byName = (
        await get(
          `/api/admin/attendance-history?page=1&q=${encodeURIComponent('dev pat')}&from=2026-11-20&to=2026-11-27`,
        ).expect(200)
      ).body;
      expect(byName).toMatchObject({ total: 1, items: [{ countsAsAttended: true, registered: false }] });
      await get('/api/admin/attendance-history?page=1&from=2026-11-27&to=2026-11-20').expect(400);
      await get('/api/admin/attendance-history?page=1&status=present').expect(400);
    });

    it('reads by member and by day, a page of groups holding the same entries as the rows', async () => {
      const range = 'from=2026-11-20&to=2026-11-27';
      const rows = (await get(`/api/admin/attendance-history?page=1&pageSize=100&${range}`).expect(200)).body
        .items as {
        userId: string;
        date: string;
        attendanceStatus: string | null;
        countsAsAttended: boolean;
      }[];
      const entryKey = (userId: string, date: string, status: string | null) => `${userId} ${date} ${status}`;
      const rowKeys = rows.map((r) => entryKey(r.userId, r.date, r.attendanceStatus)).sort();

      // By member: one group a person, by name, a page of two at a time, every entry once.
      const members: {
        userId: string;
        firstName: string;
        lastName: string;
        membershipKind: string;
        totalAttended: number;
        entries: { date: string; attendanceStatus: string | null; countsAsAttended: boolean }[];
      }[] = [];
      let total = 0;
      for (let page = 1; page === 1 || members.length < total; page++) {
        const body = (
          await get(`/api/admin/attendance-history?page=${page}&pageSize=2&by=member&${range}`).expect(200)
        ).body;
        expect(body).toMatchObject({ page, pageSize: 2 });
        expect(body.items.length).toBeLessThanOrEqual(2);
        total = body.total;
        members.push(...body.items);
      }
      expect(total).toBe(new Set(rows.map((r) => r.userId)).size);
      const names = members.map((m) => `${m.firstName} ${m.lastName}`.toLowerCase());
      expect(names).toEqual([...names].sort());
      expect(
        members.flatMap((m) => m.entries.map((e) => entryKey(m.userId, e.date, e.attendanceStatus))).sort(),
      ).toEqual(rowKeys);
      for (const member of members) {
        expect(member.totalAttended).toBe(member.entries.filter((e) => e.countsAsAttended).length);
        expect(member.membershipKind).toBe('none');
        const dates = member.entries.map((e) => e.date);
        expect(dates).toEqual([...dates].sort().reverse());
      }
      const walkIn = members.find((m) => m.userId === people[5].user.id);
      expect(walkIn?.entries).toEqual([
        {
          date: '2026-11-25',
          dayName: 'Wednesday',
          practiceName: expect.any(String),
          attendanceStatus: 'walk_in_attended',
          countsAsAttended: true,
          registered: false,
        },
      ]);

      // By day: newest first, each date's people by name with what counts as attended.
      const days = (await get(`/api/admin/attendance-history?page=1&by=day&${range}`).expect(200)).body;
      expect(days.total).toBe(new Set(rows.map((r) => r.date)).size);
      const dates = days.items.map((d: { date: string }) => d.date);
      expect(dates).toEqual([...new Set(rows.map((r) => r.date))].sort().reverse());
      const dayEntries = days.items.flatMap(
        (d: { date: string; entries: { userId: string; attendanceStatus: string | null }[] }) =>
          d.entries.map((e) => entryKey(e.userId, d.date, e.attendanceStatus)),
      );
      expect(dayEntries.sort()).toEqual(rowKeys);
      const wednesday = days.items.find((d: { date: string }) => d.date === '2026-11-25');
      expect(wednesday.attended).toBe(
        rows.filter((r) => r.date === '2026-11-25' && r.countsAsAttended).length,
      );
      expect(wednesday.entries.find((e: { userId: string }) => e.userId === people[5].user.id)).toMatchObject(
        {
          attendanceStatus: 'walk_in_attended',
          registered: false,
          membershipKind: 'none',
          membershipActive: false,
        },
      );
      // A search and a status filter hold for the groups too.
      const byName = (
        await get(
          `/api/admin/attendance-history?page=1&by=member&q=dev&status=walk_in_attended&${range}`,
        ).expect(200)
      ).body;
      expect(byName).toMatchObject({ total: 1, items: [{ userId: people[5].user.id, totalAttended: 1 }] });
      await get('/api/admin/attendance-history?page=1&by=week').expect(400);
    });
  });

  describe('the user dialog', () => {
    it('reads the audit trail newest first in words, and the member’s attendance and fees', async () => {
      const walkIn = people[5];
      // The trail is an asynchronous read model: the walk-in recorded above may not be in it yet.
      await app.caughtUp();
      const audit = (
        await get(`/api/admin/user/${walkIn.user.id}/audit-trail?page=1&pageSize=10`).expect(200)
      ).body;
      expect(audit.total).toBeGreaterThanOrEqual(2);
      expect(audit.items[0].summary).toBe(
        `${admin.user.email} set Wednesday, Nov 25, 2026 to Walk-in – Attended`,
      );
      expect(audit.items[audit.items.length - 1].summary).toBe('Signed up with email and password');
      const summary = (await get(`/api/admin/user/${walkIn.user.id}/summary`).expect(200)).body;
      expect(summary).toMatchObject({
        membershipKind: 'none',
        attendance: { attended: 1, noShows: 0, upcoming: 0 },
      });
      expect(summary.fees).toMatchObject({ items: [], outstanding: 0 });
    });
  });

  describe('CSV files', () => {
    it('writes labels, a byte-order mark, the date in the file name, deleted users as Deleted, and no formulas', async () => {
      const formula = await signUpAgent(app, { firstName: '=HYPERLINK("x")', lastName: 'Test' });
      await admin.agent.delete(`/api/admin/users/${people[6].user.id}`).set(csrfHeaders).expect(200);
      await app.caughtUp();
      const users = await get('/api/admin/users.csv?deleted=include').expect(200);
      expect(users.headers['content-type']).toMatch(/^text\/csv/);
      expect(users.headers['content-disposition']).toBe('attachment; filename=sadhana-users-2026-11-23.csv');
      const text: string = users.text;
      expect(text.startsWith('\uFEFFName,Email,Membership,')).toBe(true);
      expect(text).toContain('Zoë Müller');
      expect(text).toMatch(/Eli Stone,[^\r\n]*,Deleted\r\n/);
      expect(text).toContain(`"'=HYPERLINK(""x"") Test"`);
      expect(text).not.toContain('registered_attended');
      const history = await get('/api/admin/attendance-history.csv?from=2026-11-20&to=2026-11-27').expect(
        200,
      );
      expect(history.headers['content-disposition']).toBe(
        'attachment; filename=sadhana-attendance-2026-11-20-to-2026-11-27.csv',
      );
      expect(history.text).toContain('Registered – Attended');
      expect(history.text).toContain('Walk-in – Attended');
      expect(formula.user.id).toBeTruthy();
    });
  });
});
