import request from 'supertest';
import { useAdminSessionApp } from '../../../../test/support/admin-session-app.js';
import { calendarEventAt } from '../../../../test/support/calendar-events.js';
import { replayReadModel } from '../../../../test/support/replay-read-model.js';
import { mailsArrived } from '../../../../test/support/session-mails.js';
import { csrfHeaders, type SignedUpAgent, signUpAgent } from '../../../../test/support/sign-up.js';
import { practiceSessionStream } from '../../../domain/practice-sessions/practice-session.events.js';

// Sunday 2026-11-22, 07:00 in New York: Tuesday 11-24 (05:00) and Wednesday 11-25 are open for registration.
const NOW = '2026-11-22T12:00:00Z';
const CLASS_CANCELLED = 'registered_cancelled_by_teacher_admin_class_cancelled';

describe('cancelled classes (PUT /api/admin/sessions/:date {cancelled, reason})', () => {
  const context = useAdminSessionApp(NOW);

  const putSession = (who: SignedUpAgent, date: string, body: object) =>
    who.agent.put(`/api/admin/sessions/${date}`).set(csrfHeaders).send(body);
  const toggle = (who: SignedUpAgent, attendanceDate: string, attending: boolean) =>
    who.agent.post('/api/user-schedule').set(csrfHeaders).send({ attendanceDate, attending });
  const scheduleOf = async (who: SignedUpAgent, date: string) =>
    ((await who.agent.get('/api/user-schedule').expect(200)).body as Record<string, unknown>[]).find(
      (record) => record.attendanceDate === date,
    );
  const streamOf = (date: string) => context.app.runtime.eventStore.readStream(practiceSessionStream(date));
  const rosterOf = async (date: string) => {
    await context.app.caughtUp();
    return (await context.admin.agent.get(`/api/admin/roster?date=${date}`).expect(200)).body as {
      cancelReason: string | null;
      registrations: { userId: string; attendanceStatus: string | null }[];
    };
  };

  it('answers 401 signed out and 403 to a member, and changes nothing', async () => {
    const member = await signUpAgent(context.app);
    await request(context.app.server)
      .put('/api/admin/sessions/2026-11-24')
      .set(csrfHeaders)
      .send({ cancelled: true, reason: 'Snow' })
      .expect(401);
    await putSession(member, '2026-11-24', { cancelled: true, reason: 'Snow' }).expect(403);
    await putSession(member, '2026-11-24', { cancelled: false }).expect(403);
    expect(await streamOf('2026-11-24')).toEqual([]);
  });

  it('answers 400 with a message for a bad reason or body, and for a class that has started', async () => {
    const date = '2026-11-24';
    const rule = 'reason must be 1 to 200 characters, not only spaces';
    for (const body of [
      { cancelled: true },
      { cancelled: true, reason: '   ' },
      { cancelled: true, reason: 'x'.repeat(201) },
      { cancelled: true, reason: 42 },
    ]) {
      expect((await putSession(context.admin, date, body).expect(400)).body).toEqual({ message: rule });
    }
    expect(
      (await putSession(context.admin, date, { cancelled: 'yes', reason: 'Snow' }).expect(400)).body,
    ).toEqual({
      message: 'cancelled must be true or false',
    });
    expect(
      (await putSession(context.admin, date, { cancelled: true, reason: 'Snow', capacity: 3 }).expect(400))
        .body,
    ).toEqual({
      message: 'send either capacity or cancelled, not both',
    });
    expect(
      (await putSession(context.admin, date, { cancelled: false, reason: 'Snow' }).expect(400)).body,
    ).toEqual({
      message: 'reason goes with cancelled: true only',
    });
    // Sunday 11-22's 06:00 class started before now's 07:00.
    expect(
      (await putSession(context.admin, '2026-11-22', { cancelled: true, reason: 'Snow' }).expect(400)).body,
    ).toEqual({
      message: 'The 2026-11-22 session has already started; it can no longer be cancelled.',
    });
    expect(await streamOf(date)).toEqual([]);
    expect(await streamOf('2026-11-22')).toEqual([]);
  });

  it('cancels a class: everyone reads "class cancelled", toggles are refused, each is mailed once, no fee arises', async () => {
    const date = '2026-11-24';
    const [a, b, c] = await Promise.all([
      signUpAgent(context.app),
      signUpAgent(context.app),
      signUpAgent(context.app),
    ]);
    await putSession(context.admin, date, { capacity: 1 }).expect(200);
    await toggle(a, date, true).expect(200);
    await toggle(b, date, true).expect(200); // waitlisted
    const { url } = (await a.agent.post('/api/calendar-feed').set(csrfHeaders).expect(201)).body;
    const feed = async () => (await request(context.app.server).get(new URL(url).pathname).expect(200)).text;
    const feedEvent = async () => calendarEventAt(await feed(), 'DTSTART:20261124T100000Z');
    expect(await feedEvent()).toContain('\r\nSTATUS:CONFIRMED\r\n');

    await putSession(context.admin, date, { cancelled: true, reason: ' Thanksgiving week ' }).expect(200, {
      date,
      cancelled: true,
      reason: 'Thanksgiving week',
      registered: 1,
      waitlisted: 1,
    });
    expect(
      (await putSession(context.admin, date, { cancelled: true, reason: 'Again' }).expect(409)).body,
    ).toEqual({
      message: `The ${date} class is already cancelled.`,
    });

    for (const who of [a, b]) {
      expect(await scheduleOf(who, date)).toMatchObject({
        attendanceStatus: CLASS_CANCELLED,
        waitlistPosition: null,
      });
    }
    for (const [who, attending] of [
      [a, false],
      [b, false],
      [c, true],
    ] as const) {
      expect((await toggle(who, date, attending).expect(409)).body).toEqual({
        message: `The ${date} class is cancelled (Thanksgiving week); registrations for it cannot be changed.`,
      });
    }
    expect(await scheduleOf(c, date)).toBeUndefined();
    // A cancelled class stays in the member's calendar feed, marked cancelled.
    const cancelled = await feedEvent();
    expect(cancelled).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(cancelled).toContain('\r\nSUMMARY:Cancelled: ');

    const practices = (await request(context.app.server).get('/api/practices').expect(200)).body as {
      dayOfWeek: number;
      cancelledDates: unknown[];
    }[];
    expect(practices.find((p) => p.dayOfWeek === 2)?.cancelledDates).toEqual([
      { date, reason: 'Thanksgiving week' },
    ]);
    expect(practices.find((p) => p.dayOfWeek === 3)?.cancelledDates).toEqual([]);

    const roster = await rosterOf(date);
    expect(roster.cancelReason).toBe('Thanksgiving week');
    expect(roster.registrations).toEqual([
      expect.objectContaining({ userId: a.user.id, attendanceStatus: CLASS_CANCELLED }),
    ]);

    // Sunday 07:00 is outside the quiet hours: the mail job runs at once.
    const mails = await mailsArrived(context.app, 'Class cancelled: Angamardhana on Tuesday, November 24', [
      a.user.email,
      b.user.email,
    ]);
    expect(mails.map((m) => m.to).sort()).toEqual([a.user.email, b.user.email].sort());
    for (const mail of mails) expect(mail.raw).toContain('Reason: Thanksgiving week');

    // After the session's time, the registered non-member owes no drop-in fee for it.
    context.app.clock.set(new Date('2026-11-25T12:00:00Z'));
    const fees = (await a.agent.get('/api/fees').expect(200)).body as { items: { sessionDate: string }[] };
    expect(fees.items.filter((item) => item.sessionDate === date)).toEqual([]);
    const past = (await a.agent.get('/api/user-past-attendance').expect(200)).body;
    expect(past).toMatchObject([{ attendanceDate: date, attendanceStatus: CLASS_CANCELLED }]);
  });

  it('restores a class: everyone as they were, toggles work again, rebuilt read models equal the live ones', async () => {
    const date = '2026-11-25';
    const [a, b] = await Promise.all([signUpAgent(context.app), signUpAgent(context.app)]);
    expect((await putSession(context.admin, date, { cancelled: false }).expect(409)).body).toEqual({
      message: `The ${date} class is not cancelled; there is nothing to restore.`,
    });
    await putSession(context.admin, date, { capacity: 1 }).expect(200);
    await toggle(a, date, true).expect(200);
    await toggle(b, date, true).expect(200);
    await putSession(context.admin, date, { cancelled: true, reason: 'Teacher ill' }).expect(200);
    await putSession(context.admin, date, { cancelled: false }).expect(200, {
      date,
      cancelled: false,
      reason: null,
      registered: 1,
      waitlisted: 1,
    });
    expect(await scheduleOf(a, date)).toMatchObject({ attendanceStatus: null, waitlistPosition: null });
    expect(await scheduleOf(b, date)).toMatchObject({
      attendanceStatus: 'registered_waitlisted',
      waitlistPosition: 1,
    });
    const roster = await rosterOf(date);
    expect(roster.cancelReason).toBeNull();
    expect(roster.registrations).toEqual([
      expect.objectContaining({ userId: a.user.id, attendanceStatus: null }),
    ]);
    await toggle(a, date, false).expect(200);
    expect(await scheduleOf(b, date)).toMatchObject({ attendanceStatus: null });

    // Cancel once more so the log holds a cancelled and a restored date; rebuilds equal the live tables.
    await putSession(context.admin, date, { cancelled: true, reason: 'Teacher ill' }).expect(200);
    await context.app.caughtUp();
    const tables = {
      session_cancellation: 'SELECT * FROM session_cancellation ORDER BY session_date',
      session_rosters:
        // A count that fell to zero may stay live as a zero row, which a rebuild batching more need not write.
        'SELECT * FROM admin_roster ORDER BY session_date, user_id; SELECT * FROM admin_session_day WHERE people <> 0 ORDER BY 1, 2; SELECT * FROM admin_roster_tally WHERE attended_once_begun <> 0 ORDER BY 1',
    };
    for (const [readModel, sql] of Object.entries(tables)) {
      const rows = async () => {
        const out = [];
        for (const one of sql.split('; ')) out.push((await context.app.db.pool.query(one)).rows);
        return out;
      };
      const live = await rows();
      expect(live[0].length).toBeGreaterThan(0);
      await replayReadModel(context.app, readModel);
      expect(await rows()).toEqual(live);
    }
  });
});
