import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { useAdminSessionApp } from '../../../../test/support/admin-session-app.js';
import { eventually } from '../../../../test/support/eventually.js';
import { readOutbox } from '../../../../test/support/outbox.js';
import {
  mailsArrived,
  sessionMailPlanned,
  upcomingSessionMails,
} from '../../../../test/support/session-mails.js';
import {
  csrfHeaders,
  registerFor,
  type SignedUpAgent,
  signUpAgent,
} from '../../../../test/support/sign-up.js';
import type { TestApp } from '../../../../test/support/test-app.js';
import { practiceSessionStream } from '../../../domain/practice-sessions/practice-session.events.js';
import { UnsubscribeLinks } from '../../accounts/index.js';
import { SessionMailer } from './session-mailer.js';

// Friday 2026-11-27, 09:00 in New York. Tuesday 12-01 (Angamardhana 05:00) is open; its lock closes
// Monday 11-30 at 05:00 (10:00Z), and its reminder is planned 12 hours before: Sunday 17:00 (22:00Z).
const NOW = '2026-11-27T14:00:00Z';
const TUESDAY = '2026-12-01';
const REMINDER = 'Reminder: Angamardhana on Tuesday, December 1';

/** The MemberNotified of a date, once there are `count` (each is recorded just after its mail is delivered). */
const notifications = (testApp: TestApp, date: string, count: number) =>
  eventually(
    async () =>
      (await testApp.runtime.eventStore.readStream(practiceSessionStream(date)))
        .filter((event) => event.type === 'MemberNotified')
        .map((event) => event.data as { userId: string; kind: string; occurrence: number }),
    (recorded) => expect(recorded).toHaveLength(count),
  );

const toggle = (who: SignedUpAgent, attendanceDate: string, attending: boolean) =>
  who.agent.post('/api/user-schedule').set(csrfHeaders).send({ attendanceDate, attending }).expect(200);

describe('session reminders', () => {
  const context = useAdminSessionApp(NOW);

  it('reminds each registration once, 12 hours before its lock, with a one-click unsubscribe', async () => {
    const [a, b, cancelled, unsubscribed] = await Promise.all(
      [1, 2, 3, 4].map(() => signUpAgent(context.app)),
    );
    for (const who of [a, b, cancelled, unsubscribed]) await registerFor(who, [TUESDAY]);
    await toggle(cancelled, TUESDAY, false);
    const oneClick = context.app.app.get(UnsubscribeLinks).oneClickFor(unsubscribed.user.id);
    // A mail client's RFC 8058 POST: a form body, no session, no cross-site header.
    await request(context.app.server)
      .post(new URL(oneClick).pathname + new URL(oneClick).search)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200, {
        message: 'You will no longer get session reminders. You can turn them back on in your profile.',
      });

    await sessionMailPlanned(context.app, 'reminder', TUESDAY, '2026-11-29T22:00:00.000Z');
    const before = (await readOutbox(context.app)).length;
    await context.app.moveClock(new Date('2026-11-29T22:00:30Z'));
    const mails = await mailsArrived(context.app, REMINDER, [a.user.email, b.user.email]);
    expect(mails.map((mail) => mail.to).sort()).toEqual([a.user.email, b.user.email].sort());
    for (const mail of mails) {
      const headers = mail.raw.slice(0, mail.raw.indexOf('\n\n')).replace(/\r?\n[ \t]+/g, ' ');
      expect(headers).toMatch(
        /^List-Unsubscribe: <http:\/\/localhost:\d+\/api\/mail\/unsubscribe\?token=[^>]+>$/m,
      );
      expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(mail.text).toContain('cancel on your schedule by Monday, November 30 at 5:00 AM');
    }
    expect(await notifications(context.app, TUESDAY, 2)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: a.user.id, kind: 'reminder', occurrence: 1 }),
        expect.objectContaining({ userId: b.user.id, kind: 'reminder', occurrence: 1 }),
      ]),
    );

    // The job again (a retry, a second instance): nobody is mailed or recorded twice.
    await context.app.app.get(SessionMailer).run({ kind: 'reminder', date: TUESDAY });
    expect((await readOutbox(context.app)).length).toBe(before + 2);
    expect(await notifications(context.app, TUESDAY, 2)).toHaveLength(2);
  });

  it('keeps a member off the reminders once unsubscribed, and the profile turns them back on', async () => {
    const member = await signUpAgent(context.app);
    const links = context.app.app.get(UnsubscribeLinks);
    const url = new URL(links.oneClickFor(member.user.id));
    const badLink = 'This unsubscribe link is not valid. Turn reminders off in your profile instead.';
    for (const token of ['', 'nope', `${member.user.id}.forged`, `${url.searchParams.get('token')}x`])
      await request(context.app.server)
        .post(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`)
        .expect(400, { message: badLink });
    await request(context.app.server).post('/api/mail/unsubscribe').expect(400, { message: badLink });
    expect((await member.agent.get('/api/auth/user').expect(200)).body.sessionReminders).toBe(true);

    // The page's button posts the same address through the app's client.
    await request(context.app.server)
      .post(url.pathname + url.search)
      .set(csrfHeaders)
      .expect(200);
    expect((await member.agent.get('/api/auth/user').expect(200)).body.sessionReminders).toBe(false);

    await request(context.app.server)
      .put('/api/auth/session-reminders')
      .set(csrfHeaders)
      .send({ on: true })
      .expect(401);
    await member.agent
      .put('/api/auth/session-reminders')
      .set(csrfHeaders)
      .send({ on: 'yes' })
      .expect(400, { message: 'on must be true or false' });
    await member.agent
      .put('/api/auth/session-reminders')
      .set(csrfHeaders)
      .send({ on: true })
      .expect(200, { sessionReminders: true });
    expect((await member.agent.get('/api/auth/user').expect(200)).body.sessionReminders).toBe(true);
    const switched = (await context.app.runtime.eventStore.readStream(`member-${member.user.id}`))
      .filter((event) => event.type === 'SessionRemindersSwitched')
      .map((event) => event.data);
    expect(switched).toEqual([
      expect.objectContaining({ on: false, via: 'unsubscribe-link' }),
      expect.objectContaining({ on: true, via: 'profile' }),
    ]);

    // The member's later choice stands: a link issued before it no longer turns reminders off, nor a
    // link of the form mailed before links said when they were issued.
    const outdated =
      'You turned session reminders back on after this link was sent, so it no longer turns them off. You can turn them off on your profile.';
    // The test app's session secret, generated into its data folder on first start.
    const secret = readFileSync(
      path.join(context.app.runtime.config.dataDir, 'session-secret'),
      'utf8',
    ).trim();
    const legacyMac = createHmac('sha256', secret)
      .update(`session-reminders:${member.user.id}`)
      .digest('base64url');
    for (const token of [url.searchParams.get('token'), `${member.user.id}.${legacyMac}`])
      await request(context.app.server)
        .post(`/api/mail/unsubscribe?token=${encodeURIComponent(token as string)}`)
        .expect(409, { message: outdated });
    expect((await member.agent.get('/api/auth/user').expect(200)).body.sessionReminders).toBe(true);
    // A link names the one switch it turns off: another name is no link of ours.
    const renamed = (url.searchParams.get('token') as string).replace(
      '.session-reminders.',
      '.profile-updates.',
    );
    await request(context.app.server)
      .post(`/api/mail/unsubscribe?token=${encodeURIComponent(renamed)}`)
      .expect(400, { message: badLink });
    // A link issued since works.
    await context.app.moveClock(new Date(context.app.clock.now().getTime() + 1000));
    const fresh = new URL(links.oneClickFor(member.user.id));
    await request(context.app.server)
      .post(fresh.pathname + fresh.search)
      .expect(200);
    expect((await member.agent.get('/api/auth/user').expect(200)).body.sessionReminders).toBe(false);
  });

  it('follows the studio’s setting, and moves a reminder out of the quiet hours to 20:30 the evening before', async () => {
    const member = await signUpAgent(context.app);
    const put = (who: SignedUpAgent, body: object) =>
      who.agent.put('/api/admin/session-mails').set(csrfHeaders).send(body);
    const rule = 'hoursBeforeLock must be a whole number from 1 to 72';
    await put(member, { reminderHoursBeforeLock: 4 }).expect(403);
    for (const value of [0, 73, 1.5, '4', null])
      await put(context.admin, { reminderHoursBeforeLock: value }).expect(400, { message: rule });
    await context.admin.agent.get('/api/admin/session-mails').expect(200, { reminderHoursBeforeLock: 12 });

    // Monday 11-30 05:00 locks Sunday 05:00: by default reminded Saturday 17:00 (22:00Z); 4 hours
    // before the lock is 01:00, in the quiet hours, so Saturday 20:30 (01:30Z).
    await registerFor(member, ['2026-11-30']);
    await sessionMailPlanned(context.app, 'reminder', '2026-11-30', '2026-11-28T22:00:00.000Z');
    await put(context.admin, { reminderHoursBeforeLock: 4 }).expect(200, { reminderHoursBeforeLock: 4 });
    await context.admin.agent.get('/api/admin/session-mails').expect(200, { reminderHoursBeforeLock: 4 });
    await sessionMailPlanned(context.app, 'reminder', '2026-11-30', '2026-11-29T01:30:00.000Z');
    // The earlier plan is gone: one reminder job for the date, at the new time.
    expect((await upcomingSessionMails(context.app)).filter((job) => job.data.date === '2026-11-30')).toEqual(
      [expect.objectContaining({ runAt: '2026-11-29T01:30:00.000Z' })],
    );
    await put(context.admin, { reminderHoursBeforeLock: 12 }).expect(200);
  });
});

describe('waitlist mails', () => {
  const context = useAdminSessionApp(NOW);
  const capacity = (date: string, places: number) =>
    context.admin.agent
      .put(`/api/admin/sessions/${date}`)
      .set(csrfHeaders)
      .send({ capacity: places })
      .expect(200);

  it('tells a promoted member, at 07:00 when the news can wait out the quiet hours before the lock', async () => {
    const [a, b] = await Promise.all([signUpAgent(context.app), signUpAgent(context.app)]);
    await capacity(TUESDAY, 1);
    await registerFor(a, [TUESDAY]);
    await registerFor(b, [TUESDAY]); // waitlisted
    // Saturday 23:00: the lock (Monday 05:00) is after Sunday 07:00, so the news waits for the morning.
    await context.app.moveClock(new Date('2026-11-29T04:00:00Z'));
    await toggle(a, TUESDAY, false);
    await sessionMailPlanned(context.app, 'promoted', TUESDAY, '2026-11-29T12:00:00.000Z');
    await context.app.moveClock(new Date('2026-11-29T12:00:30Z'));
    const [mail] = await mailsArrived(context.app, 'You have a place: Angamardhana on Tuesday, December 1', [
      b.user.email,
    ]);
    expect(mail.text).toContain('cancel on your schedule by Monday, November 30 at 5:00 AM, free of charge');
    expect(await notifications(context.app, TUESDAY, 1)).toEqual([
      expect.objectContaining({ userId: b.user.id, kind: 'promoted', occurrence: 1 }),
    ]);
  });

  it('tells those still waiting when the lock closes that the session stayed full, at 07:00', async () => {
    const date = '2026-11-30'; // Monday 05:00, locked Sunday 05:00: told Sunday 07:00 (12:00Z)
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => signUpAgent(context.app)));
    await capacity(date, 1);
    for (const who of [a, b, c]) await registerFor(who, [date]);
    await toggle(c, date, false); // left the waitlist
    await sessionMailPlanned(context.app, 'session-full', date, '2026-11-29T12:00:00.000Z');
    await context.app.moveClock(new Date('2026-11-29T12:00:30Z'));
    const mails = await mailsArrived(context.app, 'No place this time: Surya Shakti on Monday, November 30', [
      b.user.email,
    ]);
    expect(mails.map((mail) => mail.to)).toEqual([b.user.email]);
  });
});

describe('cancelled class mails', () => {
  const context = useAdminSessionApp(NOW);

  it('tells everyone registered or waiting once, at 07:00 when the class is not before then', async () => {
    const date = '2026-11-29'; // Sunday 04:30
    const [a, b] = await Promise.all([signUpAgent(context.app), signUpAgent(context.app)]);
    await context.admin.agent
      .put(`/api/admin/sessions/${date}`)
      .set(csrfHeaders)
      .send({ capacity: 1 })
      .expect(200);
    await registerFor(a, [date]);
    await registerFor(b, [date]);
    // The planner plans from its own clock when it reads the event: let it read b's place in line
    // before the clock moves (under load it reads a few seconds behind).
    await sessionMailPlanned(context.app, 'session-full', date, '2026-11-28T12:00:00.000Z');
    // Friday 22:00: quiet, and Saturday 07:00 still comes before Sunday's class.
    await context.app.moveClock(new Date('2026-11-28T03:00:00Z'));
    await context.admin.agent
      .put(`/api/admin/sessions/${date}`)
      .set(csrfHeaders)
      .send({ cancelled: true, reason: 'The hall is closed' })
      .expect(200);
    await sessionMailPlanned(context.app, 'class-cancelled', date, '2026-11-28T12:00:00.000Z');
    expect(
      (await readOutbox(context.app)).filter((mail) => mail.subject.startsWith('Class cancelled')),
    ).toEqual([]);
    await context.app.moveClock(new Date('2026-11-28T12:00:30Z'));
    const mails = await mailsArrived(
      context.app,
      'Class cancelled: Extended Practice on Sunday, November 29',
      [a.user.email, b.user.email],
    );
    expect(mails).toHaveLength(2);
    expect(mails[0].text).toContain('Reason: The hall is closed');
    await context.app.app.get(SessionMailer).run({ kind: 'class-cancelled', date });
    expect(await notifications(context.app, date, 2)).toHaveLength(2);
    // The waitlist's job at the lock (Saturday 07:00 too) finds a cancelled class: nothing is left to send.
    await eventually(
      () => upcomingSessionMails(context.app),
      (jobs) => expect(jobs).toEqual([]),
    );
  });
});

describe('reminders across a daylight-saving change', () => {
  // Thursday 2027-03-11. Monday 03-15 05:00 EDT locks Sunday 05:00 EDT (09:00Z); 12 real hours before
  // is Saturday 21:00Z, which the wall clock reads as 16:00 EST: the night lost an hour.
  const context = useAdminSessionApp('2027-03-11T17:00:00Z');

  it('counts real hours back from the lock', async () => {
    const member = await signUpAgent(context.app);
    await registerFor(member, ['2027-03-15']);
    await sessionMailPlanned(context.app, 'reminder', '2027-03-15', '2027-03-13T21:00:00.000Z');
    await context.app.moveClock(new Date('2027-03-13T21:00:30Z'));
    await mailsArrived(context.app, 'Reminder: Surya Shakti on Monday, March 15', [member.user.email]);
  });
});
