import { DateTime } from 'luxon';
import { signInAsAdmin, stepUpAsAdmin } from '../support/admin';
import { appUrl } from '../support/app-url';
import { expectNoAxeViolations } from '../support/axe';
import { coveredControls } from '../support/layout';
import { linkFromMail } from '../support/outbox';
import { signUpThroughApi } from '../support/profile';
import { pinServerClock, pinServerClockToNoon } from '../support/server-clock';
import { expect, test } from '../support/test';

// A cancelled class as the member sees it, after a real admin cancels it on the Session
// Registrations screen. Cancelling a date refuses every member's toggle for it, so this runs in a
// project of its own, after the others (playwright.config.ts), with the server's clock set to today's
// noon: the cancellation's mail goes through the job queue, and at noon it need not wait out the
// quiet hours.
const HEADERS = { 'X-Requested-With': 'sadhana' };
const REASON = 'Thanksgiving: the hall is closed';

test('a member registered for a class the admin cancels sees it cancelled, with the reason and no toggle', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const now = await pinServerClockToNoon(page.request);
  // Three days ahead: open for registration and more than 24 hours away.
  const date = now.startOf('day').plus({ days: 3 }).toISODate() as string;

  const memberContext = await browser.newContext({ baseURL: appUrl(), reducedMotion: 'reduce' });
  const memberPage = await memberContext.newPage();
  const member = await signUpThroughApi(memberPage, 'Lakshmi');
  const registered = await memberPage.request.post('/api/user-schedule', {
    headers: HEADERS,
    data: { attendanceDate: date, attending: true },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  // And the day before, a class that takes place: a drop-in fee arises for it, none for the cancelled one.
  const dayBefore = now.startOf('day').plus({ days: 2 }).toISODate() as string;
  const alsoRegistered = await memberPage.request.post('/api/user-schedule', {
    headers: HEADERS,
    data: { attendanceDate: dayBefore, attending: true },
  });
  expect(alsoRegistered.ok(), await alsoRegistered.text()).toBe(true);

  await signInAsAdmin(page.request);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Session Registrations' }).click();
  await page.getByLabel('Session date').fill(date);
  const card = page.getByTestId(`day-${date}`);
  await expect(card.getByRole('row').filter({ hasText: member.email })).toBeVisible();
  await card.getByRole('button', { name: 'Cancel this class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this class' });
  await expect(dialog.getByRole('button', { name: 'Cancel class' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill(REASON);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel class' }).click();
  await expect(card.getByText(`Class cancelled: ${REASON}`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Restore class' })).toBeVisible();
  await expect(card.getByRole('row').filter({ hasText: member.email })).toContainText(
    'Cancelled by Teacher/Admin (Class Cancelled)',
  );
  // Once the toast is gone, nothing on the day's card covers another control.
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  expect(await coveredControls(page, `[data-testid="day-${date}"]`)).toEqual([]);
  await expectNoAxeViolations(page);
  // The job queue sends it within a second or two; its link is the member's schedule.
  expect(await linkFromMail(member.email, 'Class cancelled', 5_000)).toBe('/dashboard');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(card.getByText(`Class cancelled: ${REASON}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The landing page's weekly schedule names the cancelled date and why.
  const visitor = await browser.newPage({ baseURL: appUrl(), reducedMotion: 'reduce' });
  await visitor.goto('/');
  await expect(visitor.getByTestId('practice-cancelled')).toContainText(REASON);
  await expectNoAxeViolations(visitor);
  await visitor.close();

  for (const width of [1280, 375]) {
    await memberPage.setViewportSize({ width, height: 800 });
    await memberPage.goto('/dashboard');
    const day = memberPage.getByTestId('rolling-schedule').locator(`button[data-date="${date}"]`);
    await expect(day.getByTestId('day-card-status')).toHaveText('Class cancelled');
    await expect(day.getByTestId('day-card-cancel-reason')).toHaveText(REASON);
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    // Nothing overflows sideways, the reason included.
    expect(await memberPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    expect(await day.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);
  }
  let posted = false;
  memberPage.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/user-schedule')) posted = true;
  });
  await memberPage
    .getByTestId('rolling-schedule')
    .locator(`button[data-date="${date}"]`)
    .click({ force: true });
  expect(posted).toBe(false);
  await expectNoAxeViolations(memberPage);

  // Restored: the member's card is theirs to change again.
  await page.setViewportSize({ width: 1280, height: 800 });
  await card.getByRole('button', { name: 'Restore class' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore class' }).click();
  await expect(card.getByRole('button', { name: 'Cancel this class' })).toBeVisible();
  await memberPage.reload();
  await expect(
    memberPage
      .getByTestId('rolling-schedule')
      .locator(`button[data-date="${date}"]`)
      .getByTestId('day-card-status'),
  ).toHaveText('✓ Registered');

  // Cancelled again, and both mornings past: the member owes the class that took place, not this one.
  const cancelledAgain = await page.request.put(`/api/admin/sessions/${date}`, {
    headers: HEADERS,
    data: { cancelled: true, reason: REASON },
  });
  expect(cancelledAgain.ok(), await cancelledAgain.text()).toBe(true);
  try {
    await pinServerClock(
      page.request,
      DateTime.fromISO(date, { zone: 'America/New_York' }).set({ hour: 12 }),
    );
    const fees = (await (await memberPage.request.get('/api/fees')).json()) as {
      items: { sessionDate: string }[];
    };
    const feeDates = fees.items.map((item) => item.sessionDate.slice(0, 10));
    expect(feeDates).toContain(dayBefore);
    expect(feeDates).not.toContain(date);
  } finally {
    await pinServerClockToNoon(page.request);
    // Restoring a class mails its members: a second factor checked in the last ten minutes of this clock.
    await stepUpAsAdmin(page.request);
    const restored = await page.request.put(`/api/admin/sessions/${date}`, {
      headers: HEADERS,
      data: { cancelled: false },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
  await memberContext.close();
});
