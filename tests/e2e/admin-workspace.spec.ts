import type { APIRequestContext, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { signInAsAdmin } from '../support/admin';
import { appUrl } from '../support/app-url';
import { expectNoAxeViolations } from '../support/axe';
import { coveredControls } from '../support/layout';
import { pinServerClock } from '../support/server-clock';
import { expect, test } from '../support/test';

// The admin workspace with a real admin and real members signed up through the API: the users a
// page at a time, one day's roster, the attendance history and the dialog's audit trail. Nothing of
// the app's own API is stubbed. The roster's test moves the server's clock to the session's morning
// (attendance is recorded once a session has begun) and puts it back: the spec runs in the
// pinned-clock project, one file at a time (playwright.config.ts).
const HEADERS = { 'X-Requested-With': 'sadhana' };
const PASSWORD = 'correct horse battery';
const ZONE = 'America/New_York';
const run = Math.random().toString(36).slice(2, 8);
/** Four days ahead: inside the registration window and open to changes (more than 24 hours away). */
const sessionDate = DateTime.now().setZone(ZONE).startOf('day').plus({ days: 4 });
const date = sessionDate.toISODate() as string;
/** More than a page of users share this email prefix. */
const PAGED_PREFIX = `ws-${run}-p`;
const PAGED_COUNT = 52;

interface Member {
  request: APIRequestContext;
  email: string;
  name: string;
}

async function signUp(
  playwright: typeof import('@playwright/test'),
  firstName: string,
  lastName: string,
  email: string,
): Promise<Member> {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const response = await request.post('/api/auth/signup', {
    headers: HEADERS,
    data: { firstName, lastName, email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { request, email, name: `${firstName} ${lastName}` };
}

let roster: Member[] = [];
let walkIn: Member;
const others: Member[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  // Long names and addresses, as a real studio has: the roster must hold them without overlap.
  roster = [
    await signUp(
      playwright,
      'Ananya',
      'Subramanian-Venkataraman Krishnamurthy',
      `ws-${run}-r1-a-very-long-address-for-the-roster@example.com`,
    ),
    await signUp(playwright, 'Zoë', 'Müller', `ws-${run}-r2@example.com`),
    await signUp(playwright, 'Bartholomew', 'Okonkwo-Fitzgerald', `ws-${run}-r3@example.com`),
  ];
  for (const member of roster) {
    const response = await member.request.post('/api/user-schedule', {
      headers: HEADERS,
      data: { attendanceDate: date, attending: true },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  for (let i = 0; i < PAGED_COUNT; i++) {
    const n = String(i).padStart(2, '0');
    others.push(await signUp(playwright, `Paged${n}`, `Member ${run}`, `${PAGED_PREFIX}${n}@example.com`));
  }
  walkIn = others[0];
});

test.afterAll(async () => {
  for (const member of [...roster, ...others]) await member.request.dispose();
});

const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('the Users tab pages, searches and sorts on the server, the name column held in place', async ({
  page,
}) => {
  await signInAsAdmin(page.request);
  await page.goto('/admin');
  const search = page.getByLabel('Search users by name or email');
  await search.fill(PAGED_PREFIX);
  await expect(page.getByText(`${PAGED_COUNT} users`, { exact: true })).toBeVisible();
  await expect(tableRows(page)).toHaveCount(50);
  await expect(tableRows(page).first()).toContainText('Paged00');
  await page.locator('.ant-pagination-item-2').click();
  await expect(tableRows(page)).toHaveCount(PAGED_COUNT - 50);
  await expect(tableRows(page).first()).toContainText('Paged50');

  // Another sort starts again at page 1, the other way round.
  await page.getByLabel('Sort by').click();
  await page.locator('.ant-select-item-option[title="Name Z–A"]').click();
  await expect(tableRows(page)).toHaveCount(50);
  await expect(tableRows(page).first()).toContainText(`Paged${PAGED_COUNT - 1}`);

  await search.fill(`${PAGED_PREFIX}07`);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText(`${PAGED_PREFIX}07@example.com`);
  // The CSV link carries the search.
  const csvHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  expect(csvHref).toContain(`q=${encodeURIComponent(`${PAGED_PREFIX}07`)}`);

  await search.fill('no-such-user-anywhere');
  await expect(page.getByText('No users found')).toBeVisible();

  // The name column stays at the left while the table scrolls sideways.
  await search.fill(PAGED_PREFIX);
  await expect(tableRows(page)).toHaveCount(50);
  await expect(page.locator('.ant-table-thead th').first()).toHaveCSS('position', 'sticky');
  await expectNoAxeViolations(page);
});

test('the day roster: statuses, mark everyone attended and a walk-in', async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Session Registrations' }).click();
  await page.getByLabel('Session date').fill(date);
  const card = page.getByTestId(`day-${date}`);
  const title = card.getByRole('heading', { level: 3 });
  await expect(title).toHaveText(`${sessionDate.toFormat('cccc')}, ${sessionDate.toFormat('LLL d, yyyy')}`);
  // The whole title is shown, not cut.
  expect(await title.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
  for (const member of roster) {
    const row = card.getByRole('row').filter({ hasText: member.email });
    await expect(row.getByRole('button', { name: member.name, exact: true })).toBeVisible();
    // More than 24 hours ahead: the admin can still remove them.
    await expect(row.getByRole('button', { name: `Remove ${member.name}` })).toBeVisible();
  }

  // Nobody has attended a session that has not begun: the server says so.
  await card.getByRole('button', { name: 'Mark everyone attended' }).click();
  await page.getByRole('button', { name: 'Mark attended' }).click();
  await expect(page.getByText(`The ${date} session has not begun`).first()).toBeVisible();

  // The session's morning, once it has begun.
  await pinServerClock(page.request, sessionDate.set({ hour: 6, minute: 30 }));
  await card.getByRole('button', { name: 'Mark everyone attended' }).click();
  await page.getByRole('button', { name: 'Mark attended' }).click();
  await expect(page.getByText(/^Marked \d+ (person|people) attended$/)).toBeVisible();
  for (const member of roster) {
    const row = card.getByRole('row').filter({ hasText: member.email });
    await expect(row.getByTitle('Registered – Attended')).toBeVisible();
  }
  const saved = await (await page.request.get(`/api/admin/roster?date=${date}`)).json();
  for (const member of roster) {
    const entry = saved.registrations.find((r: { email: string }) => r.email === member.email);
    expect(entry.attendanceStatus).toBe('registered_attended');
  }

  // A walk-in: found by their address, given Walk-in – Attended.
  const who = page.getByLabel('Member to add as a walk-in');
  await who.fill(walkIn.email);
  await page.locator('.ant-select-item-option').filter({ hasText: walkIn.email }).click();
  await page.getByRole('button', { name: 'Add walk-in' }).click();
  await expect(page.getByText('Attendance status updated successfully')).toBeVisible();
  const walkInRow = card.getByRole('row').filter({ hasText: walkIn.email });
  await expect(walkInRow.getByText('Walk-in', { exact: true })).toBeVisible();
  await expect(walkInRow.getByTitle('Walk-in – Attended')).toBeVisible();
  // Not registered: nothing to remove.
  await expect(walkInRow.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.request.delete('/api/test/clock', { headers: HEADERS });
});

test.afterAll(async ({ playwright }) => {
  // Whatever happened above, no other test reads the session's morning.
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  await request.delete('/api/test/clock', { headers: HEADERS }).catch(() => undefined);
  await request.dispose();
});

test('the attendance history: a date range, a search, a status filter and the totals', async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Session Registrations' }).click();
  await page.getByLabel('To', { exact: true }).fill(date);
  await page.getByLabel('From', { exact: true }).fill(date);
  await page.getByLabel('Search the history by name or email').fill(`ws-${run}`);
  const total = page.getByTestId('history-total');
  // Three registered and marked attended, one walk-in.
  await expect(total).toContainText('4 entries');
  const history = page.locator('section[aria-labelledby="history-title"]');
  await expect(history.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(4);
  await page.getByLabel('Attendance status filter').click();
  await page.locator('.ant-select-item-option[title="Walk-in – Attended"]').click();
  await expect(total).toContainText('1 entry');
  await expect(history.locator('.ant-table-tbody tr.ant-table-row')).toContainText(walkIn.email);
  const csvHref = await history.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  expect(csvHref).toContain(`from=${date}`);
  expect(csvHref).toContain(`to=${date}`);
  const csv = await page.request.get(csvHref as string);
  expect(csv.ok()).toBe(true);
  expect(await csv.text()).toContain(walkIn.email);
  await expectNoAxeViolations(page);
});

test("the user dialog: the member's attendance and fees, and the audit trail newest first in words", async ({
  page,
}) => {
  await signInAsAdmin(page.request);
  await page.goto('/admin');
  const [member] = roster;
  await page.getByLabel('Search users by name or email').fill(member.email);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: member.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'User Profile Details' });
  await expect(dialog.getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Owed', { exact: true })).toBeVisible();
  const lines = dialog.locator('section[aria-labelledby="audit-trail"] li');
  const day = sessionDate.toFormat('cccc, LLL d, yyyy');
  await expect(lines.first()).toContainText(
    `ET: studio-admin@example.com set ${day} to Registered – Attended`,
  );
  await expect(lines.filter({ hasText: `ET: Registered for ${day}` })).toHaveCount(1);
  await expect(lines.last()).toContainText('ET: Signed up with email and password');
  await expect(dialog.getByText(/newest first\. Times are Eastern \(ET\)/)).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Every control in the page's main part that is covered, once every list has come in. */
async function coveredControlsOfMain(page: Page): Promise<string[]> {
  // A list being fetched is under its spinner's veil on purpose.
  await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0);
  return coveredControls(page, 'main');
}

for (const width of [375, 1280]) {
  test(`at ${width} px nothing overflows sideways and no control is covered`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await signInAsAdmin(page.request);
    await page.goto('/admin');
    await page.getByLabel('Search users by name or email').fill(`ws-${run}`);
    await expect(page.getByText(`${PAGED_COUNT + roster.length} users`, { exact: true })).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow(), 'Users tab is wider than the screen').toBeLessThanOrEqual(0);
    expect(await coveredControlsOfMain(page), 'Users tab').toEqual([]);

    await page.getByRole('tab', { name: 'Membership' }).click();
    await expect(page.getByTestId('stat-totalUsers')).not.toHaveText('…');
    expect(await overflow(), 'Membership tab is wider than the screen').toBeLessThanOrEqual(0);
    expect(await coveredControlsOfMain(page), 'Membership tab').toEqual([]);

    await page.getByRole('tab', { name: 'Session Registrations' }).click();
    await page.getByLabel('Session date').fill(date);
    await expect(page.getByTestId(`day-${date}`).getByText(roster[0].email)).toBeVisible();
    await page.getByLabel('Search the history by name or email').fill(`ws-${run}`);
    await expect(page.getByTestId('history-total')).toBeVisible();
    expect(await overflow(), 'Session Registrations tab is wider than the screen').toBeLessThanOrEqual(0);
    expect(await coveredControlsOfMain(page), 'Session Registrations tab').toEqual([]);
    await expectNoAxeViolations(page);
  });
}
