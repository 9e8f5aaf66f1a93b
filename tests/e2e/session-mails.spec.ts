import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { BAD_UNSUBSCRIBE_LINK_MESSAGE, UNSUBSCRIBED_MESSAGE } from '../../packages/rules/src/api';
import { LOCK_HOURS } from '../../packages/rules/src/registration';
import {
  BEFORE_QUIET_HOURS_MINUTES,
  DEFAULT_REMINDER_HOURS_BEFORE_LOCK,
  QUIET_HOURS_FROM,
  QUIET_HOURS_UNTIL,
  REMINDER_HOURS_RULE,
} from '../../packages/rules/src/session-mails';
import { signInAsAdmin, stepUpAsAdmin } from '../support/admin';
import { appUrl } from '../support/app-url';
import { expectNoAxeViolations } from '../support/axe';
import { coveredControls } from '../support/layout';
import { mailsTo, mailTo } from '../support/outbox';
import { type SignedUpProfileUser, signUpThroughApi } from '../support/profile';
import { pinServerClock, pinServerClockToNoon } from '../support/server-clock';
import { expect, test } from '../support/test';

// The session mails end to end, on the job queue and the server's clock: a full session's waitlist
// promoted and told, a registration reminded once when the clock passes its reminder time, the
// reminder's link unsubscribing, the profile's switch; and the admin's Reminder emails tab. These move
// the server's one clock by hours (every waiting job with it) and change when reminders go, so they
// run last, alone (playwright.config.ts), and put the clock, the capacity and the setting back.

const ZONE = 'America/New_York';
const HEADERS = { 'X-Requested-With': 'sadhana' };
const WIDTHS = [375, 1280] as const;

// A reminder job's id is its date and time, so it is scheduled once however many registrations ask
// for it. Earlier specs move the clock days ahead (to make fees due), which runs the reminders due by
// then; back at today, the same date and time would schedule nothing new. These tests therefore
// plan reminders at hours before the lock that no other spec uses (the default is
// DEFAULT_REMINDER_HOURS_BEFORE_LOCK), and put the setting back.
const MEMBER_TEST_HOURS = DEFAULT_REMINDER_HOURS_BEFORE_LOCK - 1;
const ADMIN_TEST_HOURS = [20, 21] as const;

const setReminderHours = (request: APIRequestContext, reminderHoursBeforeLock: number) =>
  request.put('/api/admin/session-mails', { headers: HEADERS, data: { reminderHoursBeforeLock } });

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  await request.delete('/api/test/clock', { headers: HEADERS }).catch(() => undefined);
  await request.dispose();
});

interface Practice {
  dayOfWeek: number;
  startTime: string;
}

/** When the date's session starts, from the practices the server lists (its start time is Eastern). */
async function sessionStart(request: APIRequestContext, date: DateTime): Promise<DateTime> {
  const practices = (await (await request.get('/api/practices')).json()) as Practice[];
  const practice = practices.find((p) => p.dayOfWeek === date.weekday % 7);
  if (!practice) throw new Error(`no practice on ${date.toISODate()}`);
  const [hour, minute] = practice.startTime.split(':').map(Number);
  return date.setZone(ZONE).set({ hour, minute, second: 0, millisecond: 0 });
}

/**
 * When a session's reminder goes, by the rules as written: `hours` before the lock (LOCK_HOURS before
 * the session); one that falls in the quiet hours goes BEFORE_QUIET_HOURS_MINUTES before they begin,
 * the evening before.
 */
function reminderAt(start: DateTime, hours: number): DateTime {
  const planned = start.minus({ hours: LOCK_HOURS + hours });
  if (planned.hour < QUIET_HOURS_FROM && planned.hour >= QUIET_HOURS_UNTIL) return planned;
  const evening = planned.hour >= QUIET_HOURS_FROM ? planned : planned.minus({ days: 1 });
  return evening
    .set({ hour: QUIET_HOURS_FROM, minute: 0, second: 0, millisecond: 0 })
    .minus({ minutes: BEFORE_QUIET_HOURS_MINUTES });
}

/** "Nov 24, 2026, 4:30 PM ET": how the admin screens write an instant. */
function easternTimestamp(at: DateTime): string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${format.format(at.toJSDate())} ET`;
}

async function member(browser: Browser, name: string): Promise<SignedUpProfileUser & { page: Page }> {
  const context: BrowserContext = await browser.newContext({ baseURL: appUrl(), reducedMotion: 'reduce' });
  const page = await context.newPage();
  return { ...(await signUpThroughApi(page, name)), page };
}

/**
 * A capacity changes places: the admin's second factor must be fresh on the server's clock, which
 * these tests move by hours, so each change steps up first (as the screen's dialog would ask).
 */
async function setCapacity(request: APIRequestContext, date: string, capacity: number | null) {
  await stepUpAsAdmin(request);
  const response = await request.put(`/api/admin/sessions/${date}`, { headers: HEADERS, data: { capacity } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Leaves one place on the date, and nobody waiting: other tests may hold places on it. */
async function leaveOnePlace(request: APIRequestContext, date: string) {
  const roster = await (await request.get(`/api/admin/roster?date=${date}`)).json();
  expect(roster.waitlist).toEqual([]);
  await setCapacity(request, date, roster.placesTaken + 1);
}

/** Makes every mail the job queue sends fail, as with the mail server down (PUT /api/test/mail), or not. */
async function switchMail(request: APIRequestContext, state: { failing: boolean }) {
  const response = await request.put('/api/test/mail', { headers: HEADERS, data: state });
  expect(response.ok(), await response.text()).toBe(true);
}

async function cancelClass(request: APIRequestContext, date: string, reason: string) {
  await stepUpAsAdmin(request);
  const response = await request.put(`/api/admin/sessions/${date}`, {
    headers: HEADERS,
    data: { cancelled: true, reason },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function attend(page: Page, date: string, attending: boolean) {
  const response = await page.request.post('/api/user-schedule', {
    headers: HEADERS,
    data: { attendanceDate: date, attending },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

async function expectFitsAt(page: Page, width: number, scope = 'main') {
  await page.setViewportSize({ width, height: 800 });
  // A screen may lay itself out anew for the width a render after the resize: wait for that layout.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await expect.poll(() => coveredControls(page, scope)).toEqual([]);
  await expectNoAxeViolations(page);
}

const toast = (page: Page, title: string) =>
  page.locator('.ant-notification-notice:not(.ant-notification-fade-leave)').filter({ hasText: title });

test('a waitlisted member is promoted and told, reminded once, and unsubscribes from the mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const noon = await pinServerClockToNoon(page.request);
  // Two days ahead: open, its lock tomorrow morning, its reminder this afternoon (after noon).
  const day = noon.startOf('day').plus({ days: 2 });
  const date = day.toISODate() as string;
  const start = await sessionStart(page.request, day);
  const remindAt = reminderAt(start, MEMBER_TEST_HOURS);
  expect(remindAt > noon, `the reminder (${remindAt.toISO()}) comes after noon`).toBe(true);
  await signInAsAdmin(page.request);
  const setting = await (await page.request.get('/api/admin/session-mails')).json();

  try {
    expect((await setReminderHours(page.request, MEMBER_TEST_HOURS)).ok()).toBe(true);
    await leaveOnePlace(page.request, date);

    const asha = await member(browser, 'Asha');
    const bhavani = await member(browser, 'Bhavani');
    expect((await attend(asha.page, date, true)).registered).toBe(true);

    // Bhavani taps the full date: she waits, first in line.
    await bhavani.page.goto('/dashboard');
    const card = bhavani.page.getByTestId('rolling-schedule').locator(`button[data-date="${date}"]`);
    await card.click();
    await expect(card.getByTestId('day-card-status')).toHaveText('Waitlisted · 1st');
    await expect(toast(bhavani.page, 'Waitlisted')).toBeVisible();

    // Asha cancels before the lock: Bhavani has her place, and a mail says so.
    expect((await attend(asha.page, date, false)).registered).toBe(false);
    await bhavani.page.reload();
    await expect(card.getByTestId('day-card-status')).toHaveText('✓ Registered');
    const promoted = await mailTo(bhavani.email, 'You have a place: ', 5_000);
    expect(promoted.links).toContain('/dashboard');

    // Nothing is reminded before its time; past it, the job runs within a second or two.
    expect(await mailsTo(bhavani.email, 'Reminder: ')).toEqual([]);
    await pinServerClock(page.request, remindAt.plus({ minutes: 1 }));
    const reminder = await mailTo(bhavani.email, 'Reminder: ', 10_000);
    expect(reminder.text).toContain('If you cannot come, cancel on your schedule by');
    expect(reminder.links).toContain('/dashboard');
    expect(reminder.header('List-Unsubscribe')).toMatch(
      /^<https?:\/\/[^>]+\/api\/mail\/unsubscribe\?token=[^>]+>$/,
    );
    expect(reminder.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeLink = reminder.links.find((link) => link.startsWith('/unsubscribe?token='));
    expect(unsubscribeLink, reminder.text).toBeDefined();
    // An hour on, it is still the one reminder: each registration is reminded once.
    await pinServerClock(page.request, remindAt.plus({ hours: 1 }));
    await bhavani.page.waitForTimeout(3_000);
    expect(await mailsTo(bhavani.email, 'Reminder: ')).toHaveLength(1);
    expect(await mailsTo(asha.email, 'Reminder: ')).toEqual([]);

    // The mail's link opened signed out: it asks, and opening it changed nothing.
    const reader = await browser.newPage({ baseURL: appUrl(), reducedMotion: 'reduce' });
    await reader.goto(unsubscribeLink as string);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Stop session reminders?');
    const unsubscribe = reader.getByRole('button', { name: 'Unsubscribe' });
    await expect(unsubscribe).toBeVisible();
    for (const width of WIDTHS) await expectFitsAt(reader, width);
    expect((await (await bhavani.page.request.get('/api/auth/user')).json()).sessionReminders).toBe(true);
    await unsubscribe.click();
    await expect(reader.getByRole('status')).toHaveText(UNSUBSCRIBED_MESSAGE);
    await expect(reader.getByRole('link', { name: 'Go to your profile' })).toBeVisible();
    for (const width of WIDTHS) await expectFitsAt(reader, width);
    await reader.close();

    // Her profile's switch reads off, and turns them back on.
    await bhavani.page.goto('/profile');
    const reminders = bhavani.page.getByTestId('reminders-card');
    const toggle = reminders.getByRole('switch', { name: 'Session reminders' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(reminders).toContainText('Never sent between 9 PM and 7 AM Eastern.');
    for (const width of WIDTHS) await expectFitsAt(bhavani.page, width);
    await toggle.click();
    await expect(toast(bhavani.page, 'Session reminders on')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await bhavani.page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(bhavani.page);
    await asha.page.context().close();
    await bhavani.page.context().close();
  } finally {
    await setCapacity(page.request, date, null);
    expect((await setReminderHours(page.request, setting.reminderHoursBeforeLock)).ok()).toBe(true);
  }
});

test('after the lock a freed place stays empty: the waitlisted member is not promoted, and told the session stayed full', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const noon = await pinServerClockToNoon(page.request);
  // Three days ahead, so its places are this test's alone; its lock is the morning of the day before.
  const day = noon.startOf('day').plus({ days: 3 });
  const date = day.toISODate() as string;
  const lock = (await sessionStart(page.request, day)).minus({ hours: LOCK_HOURS });
  await signInAsAdmin(page.request);

  try {
    await leaveOnePlace(page.request, date);
    const chandra = await member(browser, 'Chandra');
    const devi = await member(browser, 'Devi');
    expect((await attend(chandra.page, date, true)).registered).toBe(true);
    expect(await attend(devi.page, date, true)).toMatchObject({ waitlistPosition: 1 });
    // The planner follows the log: its "no place" job is planned before the clock moves the jobs.
    await expect
      .poll(async () => (await (await page.request.get('/api/admin/jobs?view=upcoming')).json()).items)
      .toContainEqual(expect.objectContaining({ data: { kind: 'session-full', date } }));

    // Noon of the lock's day: the lock has closed, and the quiet hours are over.
    await pinServerClock(page.request, lock.set({ hour: 12, minute: 0 }));
    // The admin frees a place after the lock: nobody is promoted into a session they can no longer leave.
    await setCapacity(page.request, date, null);
    const after = await (await page.request.get(`/api/admin/roster?date=${date}`)).json();
    expect(after.waitlist).toMatchObject([{ email: devi.email, waitlistPosition: 1 }]);

    await devi.page.goto('/dashboard');
    const card = devi.page.getByTestId('rolling-schedule').locator(`button[data-date="${date}"]`);
    await expect(card.getByTestId('day-card-status')).toHaveText('Waitlisted · 1st');
    const stayedFull = await mailTo(devi.email, 'No place this time: ', 10_000);
    expect(stayedFull.links).toContain('/dashboard');
    expect(await mailsTo(devi.email, 'You have a place: ')).toEqual([]);
    await chandra.page.context().close();
    await devi.page.context().close();
  } finally {
    await setCapacity(page.request, date, null);
  }
});

test('the unsubscribe page without a valid token says so, and asks the server only on the button', async ({
  page,
}) => {
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/mail/unsubscribe')) posted += 1;
  });
  await page.goto('/unsubscribe');
  await expect(page.getByRole('alert')).toHaveText(BAD_UNSUBSCRIBE_LINK_MESSAGE);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/unsubscribe?token=not-one-of-ours');
  expect(posted).toBe(0);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText(BAD_UNSUBSCRIBE_LINK_MESSAGE);
  expect(posted).toBe(1);
  await expectNoAxeViolations(page);
});

test('an admin sees the scheduled reminder on Reminder emails, moves the reminders, and retries a failed one', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const noon = await pinServerClockToNoon(page.request);
  const day = noon.startOf('day').plus({ days: 3 });
  const date = day.toISODate() as string;
  const start = await sessionStart(page.request, day);
  const what = `Reminders — ${day.setLocale('en-US').toFormat('cccc, LLL d')}`;
  const meera = await member(browser, 'Meera');
  expect((await attend(meera.page, date, true)).registered).toBe(true);
  await signInAsAdmin(page.request);
  const setting = await (await page.request.get('/api/admin/session-mails')).json();
  const tab = page.getByRole('tabpanel');
  const upcoming = page.getByTestId('upcoming-jobs');

  try {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Reminder emails' }).click();
    const now = tab.getByTestId('reminder-hours-now');
    const { reminderHoursBeforeLock: before } = setting;
    await expect(now).toContainText(
      `${before} hours before its lock, ${before + LOCK_HOURS} hours before the session`,
    );
    await expect(now).toContainText('a reminder that would fall then goes at 8:30 PM the evening before');
    await expect(page.getByTestId('failed-jobs')).toContainText('No emails failed.');

    // The server refuses a number out of range, and says why.
    const hours = tab.getByLabel('Hours before the lock');
    await hours.fill('0');
    await tab.getByRole('button', { name: 'Save' }).click();
    await expect(tab.getByRole('alert')).toHaveText(REMINDER_HOURS_RULE);
    await expectNoAxeViolations(page);

    // Each new setting plans the registered date's reminder again, at its new time (the list asks
    // again every few seconds): the job moves.
    const planned = upcoming.getByRole('row').filter({ hasText: what });
    const plannedFor = (h: number) => planned.filter({ hasText: easternTimestamp(reminderAt(start, h)) });
    for (const h of ADMIN_TEST_HOURS) {
      await hours.fill(String(h));
      await tab.getByRole('button', { name: 'Save' }).click();
      const words = `${h} hours before the lock, ${h + LOCK_HOURS} hours before the session.`;
      await expect(toast(page, 'Reminder time saved').filter({ hasText: words })).toBeVisible();
      await expect(now).toContainText(
        `${h} hours before its lock, ${h + LOCK_HOURS} hours before the session`,
      );
      await expect(plannedFor(h)).toHaveCount(1, { timeout: 15_000 });
    }
    await expect(plannedFor(ADMIN_TEST_HOURS[1])).toContainText('Waiting');
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0);
    for (const width of WIDTHS) await expectFitsAt(page, width);
    await expect(page.getByRole('tab', { name: 'Reminder emails', selected: true })).toBeInViewport();

    // A job that fails for real: the class is cancelled while the mail server refuses, and each
    // retry's wait is moved past (the jobs waiting moved three hours nearer, the clock put back) until
    // its seven attempts are spent.
    await switchMail(page.request, { failing: true });
    await cancelClass(page.request, date, 'The hall is closed');
    const failedJobs = async () =>
      (await (await page.request.get('/api/admin/jobs?view=failed')).json()) as { total: number };
    await expect(async () => {
      await pinServerClock(page.request, noon.plus({ hours: 3 }));
      await pinServerClock(page.request, noon, { moveJobs: false });
      expect((await failedJobs()).total).toBe(1);
    }).toPass({ intervals: [1_500], timeout: 60_000 });
    await switchMail(page.request, { failing: false });

    const failed = page.getByTestId('failed-jobs');
    const failedWhat = `Class cancelled — ${day.setLocale('en-US').toFormat('cccc, LLL d')}`;
    const row = failed.getByRole('row').filter({ hasText: failedWhat });
    await expect(row).toContainText('7 of 7', { timeout: 15_000 });
    await expect(row).toContainText(`class-cancelled mails for ${date} not sent`);
    for (const width of WIDTHS) await expectFitsAt(page, width);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The mail server is back: a retry sends the mail, and the job leaves the failed list for the sent
    // one (which may already list the same date's mails of other tests' cancellations).
    const sent = page.getByTestId('sent-jobs').getByRole('row').filter({ hasText: failedWhat });
    const sentBefore = await sent.count();
    await row.getByRole('button', { name: `Retry ${failedWhat}` }).click();
    await expect(toast(page, 'Sending again')).toBeVisible();
    await expect(failed).toContainText('No emails failed.', { timeout: 15_000 });
    await expect(sent).toHaveCount(sentBefore + 1, { timeout: 15_000 });
    await mailTo(meera.email, 'Class cancelled: ', 10_000);
    await expectNoAxeViolations(page);
    await meera.page.context().close();
  } finally {
    await switchMail(page.request, { failing: false });
    await pinServerClock(page.request, noon);
    await stepUpAsAdmin(page.request);
    const restored = await page.request.put(`/api/admin/sessions/${date}`, {
      headers: HEADERS,
      data: { cancelled: false },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
    expect((await setReminderHours(page.request, setting.reminderHoursBeforeLock)).ok()).toBe(true);
  }
});
