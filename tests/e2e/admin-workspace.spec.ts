import type { APIRequestContext, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { signInAsAdmin } from '../support/admin';
import { appUrl } from '../support/app-url';
import { expectNoAxeViolations } from '../support/axe';
import { coveredControls } from '../support/layout';
import { expect, test } from '../support/test';

// The admin workspace with a real admin and real members signed up through the API: the users a
// page at a time, one day's roster, the attendance history and the dialog's audit trail. Nothing of
// the app's own API is stubbed. The server's clock is not moved: other tests run beside these.
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
});

test.afterAll(async () => {
  for (const member of [...roster, ...others]) await member.request.dispose();
});

const tableRows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('the Users tab pages, searches and sorts on the server, and fits its width', async ({ page }) => {
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

  // The table fits its width: no scrollbar of its own, the actions in view; membership and activity
  // are two columns of words.
  await search.fill(PAGED_PREFIX);
  await expect(tableRows(page)).toHaveCount(50);
  const table = page.locator('main .ant-table-content').first();
  expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
  const first = tableRows(page).first();
  await expect(first.getByText('Free', { exact: true })).toBeVisible();
  await expect(first.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Membership' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Activity' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the day roster ahead of its session: counts in words, and no check-in before it starts', async ({
  page,
}) => {
  await signInAsAdmin(page.request);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Session Registrations' }).click();
  await page.getByLabel('Session date').fill(date);
  const card = page.getByTestId(`day-${date}`);
  const title = card.getByRole('heading', { level: 3 });
  await expect(title).toHaveText(`${sessionDate.toFormat('cccc')}, ${sessionDate.toFormat('LLL d, yyyy')}`);
  // The whole title is shown, not cut.
  expect(await title.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
  await expect(card.getByTestId('roster-counts')).toHaveText(`${roster.length} registered, none marked yet`);
  for (const member of roster) {
    const row = card.getByRole('row').filter({ hasText: member.email });
    await expect(row.getByRole('button', { name: member.name, exact: true })).toBeVisible();
    await expect(row.getByText('Registered', { exact: true })).toBeVisible();
    // More than 24 hours ahead: the admin can still remove them; nobody can have come yet.
    await expect(row.getByRole('button', { name: `Remove ${member.name}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `${member.name}: attended` })).toBeDisabled();
  }
  await expect(card.getByRole('button', { name: 'Mark everyone attended' })).toBeDisabled();
  // The walk-in search is at the top, waiting for the session to start.
  await expect(card.getByRole('combobox', { name: 'Member to add as a walk-in' })).toBeDisabled();
  await expect(card.getByText('Walk-ins are added from the start of the session.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the attendance history: a date range, a search, by member, every entry, a status filter', async ({
  page,
}) => {
  await signInAsAdmin(page.request);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Session Registrations' }).click();
  await page.getByLabel('To', { exact: true }).fill(date);
  await page.getByLabel('From', { exact: true }).fill(date);
  await page.getByLabel('Search the history by name or email').fill(`ws-${run}`);
  const total = page.getByTestId('history-total');
  const history = page.locator('section[aria-labelledby="history-title"]');
  // Read by member first: three people, each with their one date, registered and not begun.
  await expect(total).toContainText('3 people');
  const people = history.getByRole('list', { name: 'Attendance history by member' }).getByRole('listitem');
  const [first] = roster;
  const card = people.filter({ hasText: first.email }).first();
  await expect(card).toContainText('0 attended');
  await expect(card.getByText('Registered', { exact: true })).toBeVisible();
  await history.getByText('Every entry', { exact: true }).click();
  await expect(total).toContainText('3 entries');
  await expect(history.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(3);
  await page.getByLabel('Attendance status filter').click();
  await page.locator('.ant-select-item-option[title="No status"]').click();
  await expect(total).toContainText('3 entries');
  await page.getByLabel('Attendance status filter').click();
  await page.locator('.ant-select-item-option[title="Walk-in – Attended"]').click();
  await expect(total).toContainText('0 entries');
  const csvHref = await history.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  expect(csvHref).toContain(`from=${date}`);
  expect(csvHref).toContain(`to=${date}`);
  const csv = await page.request.get(`/api/admin/attendance-history.csv?from=${date}&to=${date}&q=ws-${run}`);
  expect(csv.ok()).toBe(true);
  expect(await csv.text()).toContain(first.email);
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
  await dialog.getByRole('tab', { name: 'History' }).click();
  const lines = dialog.locator('section[aria-labelledby="audit-trail"] li');
  const day = sessionDate.toFormat('cccc, LLL d, yyyy');
  await expect(lines.first()).toContainText(`ET: Registered for ${day}`);
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

    await page.getByRole('tab', { name: 'Reminder emails' }).click();
    await expect(page.getByTestId('failed-jobs')).toBeVisible();
    expect(await overflow(), 'Reminder emails tab is wider than the screen').toBeLessThanOrEqual(0);
    expect(await coveredControlsOfMain(page), 'Reminder emails tab').toEqual([]);
    await expectNoAxeViolations(page);
  });
}
