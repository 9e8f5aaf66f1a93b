import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { generate } from 'otplib';
import { E2E_NEW_ADMIN_EMAIL, signInAsAdmin as signInWithPasskeyAsAdmin } from '../support/admin';
import { appUrl } from '../support/app-url';
import { expectNoAxeViolations } from '../support/axe';
import { csvRecords, parseCsv } from '../support/csv';
import { linkFromMail } from '../support/outbox';
import { pinServerClock } from '../support/server-clock';
import { expect, test } from '../support/test';

// A real admin (ADMIN_EMAILS, verified through the mail in the outbox) and real members; nothing
// of the app's own API is stubbed, except the one call a rollback test makes fail on purpose.
const HEADERS = { 'X-Requested-With': 'sadhana' };
const PASSWORD = 'correct horse battery';
const ZONE = 'America/New_York';
const today = DateTime.now().setZone(ZONE).set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
// The activity scenario runs on dates no other test touches, so its figures are exact.
const PAST = DateTime.fromISO('2025-01-10T12:00:00', { zone: ZONE });
const run = Math.random().toString(36).slice(2, 8);

test.describe.configure({ mode: 'serial' });

interface Member {
  request: APIRequestContext;
  email: string;
  firstName: string;
  lastName: string;
}

async function newMember(playwright: typeof import('@playwright/test'), firstName: string): Promise<Member> {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  const email = `admin-e2e-${firstName.toLowerCase()}-${run}@example.com`;
  const response = await request.post('/api/auth/signup', {
    headers: HEADERS,
    data: { firstName, lastName: 'Tester', email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { request, email, firstName, lastName: 'Tester' };
}

/** Signs the page in as the admin (with its passkey: admin calls need a second factor). */
function signInAsAdmin(page: Page): Promise<void> {
  return signInWithPasskeyAsAdmin(page.request);
}

let members: { asha: Member; bala: Member; chitra: Member };
const sessionDate = today.plus({ days: 3 });
const sessionDay = sessionDate.toFormat('cccc');

test.beforeAll(async ({ playwright }) => {
  const clock = await playwright.request.newContext({ baseURL: appUrl() });
  // Asha and Bala are active on past days: DAU/WAU/MAU as of 2025-01-20 count only them and Chitra.
  await pinServerClock(clock, PAST);
  members = {
    asha: await newMember(playwright, 'Asha'),
    bala: await newMember(playwright, 'Bala'),
    chitra: await newMember(playwright, 'Chitra'),
  };
  await members.asha.request.get('/api/auth/user');
  await pinServerClock(clock, PAST.plus({ days: 5 }));
  await members.bala.request.get('/api/auth/user');
  await pinServerClock(clock, PAST.plus({ days: 10 }));
  await members.asha.request.get('/api/auth/user');
  // Today, Asha and Bala register for the session three days ahead.
  await pinServerClock(clock, today);
  for (const member of Object.values(members)) {
    // Almost two years on, the sessions of 2025 have passed their absolute timeout: sign in again,
    // without the old cookie (signing in over a session past its absolute timeout answers 500 today;
    // see the report).
    await member.request.dispose();
    member.request = await playwright.request.newContext({ baseURL: appUrl() });
    const signIn = await member.request.post('/api/auth/signin', {
      headers: HEADERS,
      data: { email: member.email, password: PASSWORD },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
  }
  for (const member of [members.asha, members.bala]) {
    const response = await member.request.post('/api/user-schedule', {
      headers: HEADERS,
      data: { attendanceDate: sessionDate.toISODate(), attending: true },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await clock.dispose();
});

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  await request.delete('/api/test/clock', { headers: HEADERS }).catch(() => undefined);
  await request.dispose();
  for (const member of Object.values(members ?? {})) await member.request.dispose();
});

test('a member is turned away from /admin with "Access Denied", then sent home', async ({ page }) => {
  await members.chitra.request.get('/api/auth/user');
  const response = await page.request.post('/api/auth/signin', {
    headers: HEADERS,
    data: { email: members.chitra.email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
  await expect(page.getByText('Admin access required. Redirecting...').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/admin/users-overview')).status()).toBe(403);
});

test('the admin reads the stats as of a past date, with the trend chart', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
  await page.getByRole('tab', { name: 'Membership' }).click();
  await page.getByLabel('Stats as of').fill('2025-01-20');
  const stat = (key: string) => page.getByTestId(`stat-${key}`);
  // As of 2025-01-20: Asha active that day, Bala five days before, Chitra never.
  await expect(stat('totalUsers')).toHaveText('3');
  await expect(stat('dauCount')).toHaveText('1');
  await expect(stat('wauCount')).toHaveText('2');
  await expect(stat('mauCount')).toHaveText('2');
  await expect(stat('inactiveCount')).toHaveText('1');
  await expect(stat('activeMembers')).toHaveText('0');
  await expect(stat('freeUsers')).toHaveText('3');
  // Ten days earlier only Asha had been active.
  await page.getByLabel('Stats as of').fill('2025-01-10');
  await expect(stat('dauCount')).toHaveText('1');
  await expect(stat('mauCount')).toHaveText('1');
  await expect(stat('inactiveCount')).toHaveText('2');

  await page.getByLabel('Stats as of').fill('2025-01-20');
  const chart = page.getByTestId('activity-trend');
  await expect(chart.locator('.recharts-line')).toHaveCount(4);
  await expect(chart.getByText('On Jan 20, 2025: DAU 1, WAU 2, MAU 2, active members 0.')).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Opens a row's "Other status" menu and picks a status by its whole label. */
async function chooseStatus(page: Page, menuButton: Locator, status: string): Promise<void> {
  await menuButton.click();
  await page.getByRole('menuitem', { name: status, exact: true }).click();
}

test('the admin records attendance, sees a failed change rolled back, and removes a registration', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Session Registrations' }).click();
  // The roster opens on the next session: the one three days ahead is picked by its date.
  await page.getByLabel('Session date').fill(sessionDate.toISODate() ?? '');
  const card = page.getByTestId(`day-${sessionDate.toISODate()}`);
  await expect(card.getByText('Asha Tester')).toBeVisible();
  await expect(card.getByText('Bala Tester')).toBeVisible();
  await expect(card.getByTestId('roster-counts')).toHaveText(/^\d+ registered, none marked yet$/);
  // Three days ahead: nobody can have come yet.
  await expect(card.getByRole('button', { name: 'Mark everyone attended' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Asha Tester: attended' })).toBeDisabled();

  const ashaRow = card.getByRole('row').filter({ hasText: 'Asha Tester' });
  const ashaStatus = card.getByLabel(`Other status for Asha Tester on ${sessionDate.toISODate()}`);
  await chooseStatus(page, ashaStatus, 'Registered – Waitlisted');
  await expect(page.getByText('Attendance status updated successfully')).toBeVisible();
  await expect(ashaRow.getByText('Registered – Waitlisted', { exact: true })).toBeVisible();
  const saved = await (await page.request.get('/api/admin/session-registrations')).json();
  const day = saved.find((d: { date: string }) => d.date === sessionDate.toISODate());
  expect(
    day.registrations.find((r: { email: string }) => r.email === members.asha.email).attendanceStatus,
  ).toBe('registered_waitlisted');

  // The one call made to fail: the selector shows the change at once, then goes back. The lists'
  // refetch is held, so only the rollback of the cached lists can bring the old value back.
  await page.route('**/api/admin/attendance-status', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"failed"}' }),
  );
  await page.route(/\/api\/admin\/roster\?/, () => {});
  const balaStatus = card.getByLabel(`Other status for Bala Tester on ${sessionDate.toISODate()}`);
  await chooseStatus(page, balaStatus, 'Registered – Cancelled Due to Emergency');
  await expect(page.getByText('Failed to update attendance status. Please try again.')).toBeVisible();
  const balaRow = card.getByRole('row').filter({ hasText: 'Bala Tester' });
  await expect(balaRow.getByText('Registered', { exact: true })).toBeVisible();
  await page.unroute('**/api/admin/attendance-status');
  await page.unroute(/\/api\/admin\/roster\?/);

  await balaRow.getByRole('button', { name: `Remove Bala Tester from ${sessionDay}` }).click();
  await expect(
    page.getByText(`Are you sure you want to remove Bala Tester from the ${sessionDay} session?`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Session registration deleted successfully')).toBeVisible();
  await expect(card.getByText('Bala Tester')).toHaveCount(0);
  const schedule = await (await members.bala.request.get('/api/user-schedule')).json();
  expect(schedule).toEqual([]);
  await expectNoAxeViolations(page);
});

test('the admin opens a profile, exports the users and soft-deletes and restores one', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  // The users come a page at a time: Chitra is found by her address.
  await page.getByLabel('Search users by name or email').fill(members.chitra.email);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: members.chitra.email });
  await row.getByRole('button', { name: 'Chitra Tester', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'User Profile Details' });
  // It opens on the member's attendance and fees; the rest follows in tabs.
  await expect(dialog.getByRole('tab', { name: 'Attendance & Fees', selected: true })).toBeVisible();
  await expect(dialog.getByText('No fees.')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Profile' }).click();
  await expect(dialog.getByText('Basic Information')).toBeVisible();
  await expect(dialog.getByText(members.chitra.email)).toBeVisible();
  await dialog.getByRole('tab', { name: 'Sign-in' }).click();
  await expect(dialog.getByText('Email/Password')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Practice & Goals' }).click();
  await expect(dialog.getByText('No Isha Yoga practices recorded')).toBeVisible();
  await dialog.getByRole('tab', { name: 'History' }).click();
  await expect(dialog.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
  await expect(
    dialog.getByRole('listitem').filter({ hasText: /ET: Signed up with email and password/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split(/\r?\n/)[0]).toContain('Name,Email,Membership');
  // The file holds what the search selected: Chitra alone.
  expect(csv).toContain(`Chitra Tester,${members.chitra.email}`);
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);

  await row.getByRole('button', { name: 'Delete Chitra Tester' }).click();
  await expect(
    page.getByText(
      `Are you sure you want to delete user: ${members.chitra.email}? This will mark them as deleted (soft delete) but preserve their data.`,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('User marked as deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: members.chitra.email })).toHaveCount(0);
  // Their session ended at once.
  expect((await members.chitra.request.get('/api/auth/user')).status()).toBe(401);

  await page.getByLabel('Deleted users').click();
  await page.locator('.ant-select-item-option[title="With deleted users"]').click();
  const deletedRow = page.getByRole('row').filter({ hasText: members.chitra.email });
  await deletedRow.getByRole('button', { name: 'Restore Chitra Tester' }).click();
  await expect(page.getByText('User restored successfully')).toBeVisible();
  await expect(deletedRow.getByRole('button', { name: 'Delete Chitra Tester' })).toBeVisible();
});

/** A file the page downloaded when `link` was clicked: its suggested name and its bytes. */
async function downloaded(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/** A UTF-8 file with a byte-order mark, as a spreadsheet reads it: its rows as records by their labels. */
function spreadsheet(bytes: Buffer): { header: string[]; records: Record<string, string>[] } {
  expect([...bytes.subarray(0, 3)], 'a UTF-8 byte-order mark first').toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(bytes.subarray(3).toString('utf8'));
  return { header: rows[0], records: csvRecords(rows) };
}

test('the CSV files, opened: labels, a byte-order mark, the date in their names, "Deleted" for a deleted user', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const overview = await page.request.get(
    `/api/admin/users-overview?page=1&q=${encodeURIComponent(members.chitra.email)}`,
  );
  const [chitra] = (await overview.json()).items;
  const deleted = await page.request.delete(`/api/admin/users/${chitra.id}`, { headers: HEADERS });
  expect(deleted.ok(), await deleted.text()).toBe(true);
  try {
    await page.goto('/admin');
    await page.getByLabel('Search users by name or email').fill(`admin-e2e-`);
    await page.getByLabel('Deleted users').click();
    await page.locator('.ant-select-item-option[title="With deleted users"]').click();
    await expect(page.getByRole('row').filter({ hasText: members.chitra.email })).toBeVisible();
    const users = await downloaded(page, page.getByRole('link', { name: 'Download CSV' }));
    expect(users.name).toBe(`sadhana-users-${today.toISODate()}.csv`);
    const { header, records } = spreadsheet(users.bytes);
    expect(header).toEqual([
      'Name',
      'Email',
      'Membership',
      'Member since',
      'Status',
      'Activity',
      'Attendance',
      'Sign-in',
      'Joined',
      'Last active',
      'Account',
    ]);
    const byEmail = new Map(records.map((record) => [record.Email, record]));
    expect(byEmail.get(members.chitra.email)).toMatchObject({
      Name: 'Chitra Tester',
      Membership: 'Free user',
      'Sign-in': 'Email',
      Account: 'Deleted',
    });
    expect(byEmail.get(members.asha.email)).toMatchObject({ Name: 'Asha Tester', Account: 'Active' });
    // Labels, not the API's codes.
    for (const record of records) {
      expect(['Paid member', 'Complimentary', 'Free user']).toContain(record.Membership);
      expect(['DAU', 'WAU', 'MAU', 'Other']).toContain(record.Activity);
    }

    await page.getByRole('tab', { name: 'Session Registrations' }).click();
    const date = sessionDate.toISODate() as string;
    await page.getByLabel('To', { exact: true }).fill(date);
    await page.getByLabel('From', { exact: true }).fill(date);
    await page.getByLabel('Search the history by name or email').fill(members.asha.email);
    const history = page.locator('section[aria-labelledby="history-title"]');
    await history.getByText('Every entry', { exact: true }).click();
    await expect(history.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1);
    const file = await downloaded(page, history.getByRole('link', { name: 'Download CSV' }));
    expect(file.name).toBe(`sadhana-attendance-${date}-to-${date}.csv`);
    const sheet = spreadsheet(file.bytes);
    expect(sheet.header).toEqual([
      'Date',
      'Day',
      'Practice',
      'Name',
      'Email',
      'Membership',
      'Status',
      'Registered',
      'Account',
    ]);
    expect(sheet.records).toEqual([
      expect.objectContaining({
        Date: date,
        Day: sessionDay,
        Name: 'Asha Tester',
        Email: members.asha.email,
        Membership: 'Free user',
        Status: 'Registered – Waitlisted',
        Registered: 'Yes',
        Account: 'Active',
      }),
    ]);
  } finally {
    await page.request.post(`/api/admin/users/${chitra.id}/restore`, { headers: HEADERS });
  }
});

test('"Sync with Stripe" shows the server\'s reason when it fails, and the counts when it works', async ({
  page,
  playwright,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  const sync = page.getByRole('button', { name: 'Sync with Stripe' });
  const switchStripe = await playwright.request.newContext({ baseURL: appUrl() });
  const setStripe = async (configured: boolean) => {
    const response = await switchStripe.put('/api/test/stripe', { headers: HEADERS, data: { configured } });
    expect(await response.json()).toEqual({ configured });
  };
  await setStripe(false);
  try {
    // What the server says, said on the screen.
    const answer = await page.request.post('/api/admin/sync-memberships', { headers: HEADERS });
    expect(answer.status()).toBe(503);
    const { message } = await answer.json();
    expect(message).toBe('Online payment is not configured.');
    await sync.click();
    const failure = page
      .locator('.ant-notification-notice')
      .filter({ hasText: 'Failed to sync memberships with Stripe' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(message);
    await expect(failure).not.toContainText('Please try again.');
    // Out of the way of the button it lies over.
    await failure.getByRole('button', { name: 'Close' }).click();
    await expect(failure).toHaveCount(0);
  } finally {
    await setStripe(true);
    await switchStripe.dispose();
  }
  await sync.click();
  await expect(page.getByText(/^Updated \d+ memberships\. \d+ errors\.$/)).toBeVisible();
});

test("a past day's roster offers no Remove: the admin can no longer remove a registration there", async ({
  page,
  playwright,
}) => {
  const clock = await playwright.request.newContext({ baseURL: appUrl() });
  // The day after the session: it has passed, Asha's registration stays on its roster.
  await pinServerClock(clock, sessionDate.plus({ days: 1 }));
  try {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Session Registrations' }).click();
    const date = sessionDate.toISODate() as string;
    await page.getByLabel('Session date').fill(date);
    const card = page.getByTestId(`day-${date}`);
    const row = card.getByRole('row').filter({ hasText: members.asha.email });
    await expect(row.getByRole('button', { name: 'Asha Tester', exact: true })).toBeVisible();
    await expect(row.getByLabel(`Other status for Asha Tester on ${date}`)).toBeVisible();
    // Begun: check-in is open; the status set earlier is still hers.
    await expect(row.getByRole('button', { name: 'Asha Tester: attended' })).toBeEnabled();
    await expect(row.getByText('Registered – Waitlisted', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    const roster = await (await page.request.get(`/api/admin/roster?date=${date}`)).json();
    expect(roster.changeState).toBe('past');
    expect(
      roster.registrations.find((entry: { email: string }) => entry.email === members.asha.email),
    ).toMatchObject({ registered: true, removable: false });
    await expectNoAxeViolations(page);
  } finally {
    await pinServerClock(clock, today);
    await clock.dispose();
  }
});

test('at 375 px every tab fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page);
  await page.goto('/admin');
  for (const tab of ['Users', 'Membership', 'Reminder emails', 'Session Registrations']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${tab} tab is wider than the screen`).toBeLessThanOrEqual(0);
  }
  await expect(page.getByRole('heading', { name: 'Attendance History (Last 30 Days)' })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** What an authenticator app shows for `secret` at the server's clock (moved by these tests). */
async function codeAtServerTime(request: APIRequestContext, secret: string, offsetMs = 0): Promise<string> {
  const { now } = await (await request.get('/api/test/clock')).json();
  return generate({ secret, epoch: Math.floor((Date.parse(now) + offsetMs) / 1000) });
}

test('a new admin is shut out of every admin call until it enrols an app on /admin; recovery codes work once; a delete asks again', async ({
  page,
  browser,
}) => {
  // A long journey through two browsers (sign-ups, mail, enrolment, two sign-ins, a step-up).
  test.setTimeout(150_000);
  // A new admin, its address verified through the mail.
  const signUp = await page.request.post('/api/auth/signup', {
    headers: HEADERS,
    data: { firstName: 'New', lastName: 'Admin', email: E2E_NEW_ADMIN_EMAIL, password: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  const adminId = (await signUp.json()).id as string;
  const link = await linkFromMail(E2E_NEW_ADMIN_EMAIL, 'Confirm your email address for Sadhana');
  expect((await page.request.get(link)).ok()).toBe(true);
  for (const call of [
    '/api/admin/users-overview',
    '/api/admin/session-registrations',
    `/api/admin/user/${adminId}`,
  ]) {
    const refused = await page.request.get(call);
    expect(refused.status(), call).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'second_factor_required' });
  }

  // The first visit to /admin walks through adding a factor: here an authenticator app.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protect your admin account');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add Sadhana to your authenticator app' }),
  ).toBeVisible();
  const secret = ((await page.locator('code').textContent()) ?? '').trim();
  await page.getByLabel('Code from the app').fill(await codeAtServerTime(page.request, secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const recoveryCodes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  const codes = await recoveryCodes.allTextContents();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
  expect((await page.request.get('/api/admin/users-overview')).status()).toBe(200);

  // Another browser: the password, then a recovery code; the same code a second time is refused.
  const other = await browser.newContext({ baseURL: appUrl(), reducedMotion: 'reduce' });
  const second = await other.newPage();
  const signInWithRecoveryCode = async (code: string) => {
    await second.goto('/signin');
    await second.getByLabel('Email Address').fill(E2E_NEW_ADMIN_EMAIL);
    await second.getByLabel('Password').fill(PASSWORD);
    await second.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(second.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await second.getByLabel('Code from your authenticator app, or a recovery code').fill(code);
    await second.getByRole('button', { name: 'Verify' }).click();
  };
  await signInWithRecoveryCode(codes[0]);
  await expect(second).toHaveURL(/\/$/);
  expect((await second.request.get('/api/admin/users-overview')).status()).toBe(200);
  await second.request.get('/api/logout', { maxRedirects: 0 });
  await signInWithRecoveryCode(codes[0]);
  await expect(second.getByRole('alert').filter({ hasText: 'That code is not right' })).toBeVisible();
  expect((await second.request.get('/api/auth/user')).status()).toBe(401);
  await other.close();

  // Eleven minutes on, deleting a member asks for the app's code again, in a dialog over the prompt.
  const { now } = await (await page.request.get('/api/test/clock')).json();
  await pinServerClock(page.request, DateTime.fromISO(now).plus({ minutes: 11 }));
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: members.bala.email });
  await row.getByRole('button', { name: 'Delete Bala Tester' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const stepUp = page.getByRole('dialog').filter({ hasText: 'Confirm it’s you' });
  await expect(stepUp).toBeVisible();
  await expectNoAxeViolations(page);
  await stepUp
    .getByLabel('Code from your authenticator app, or a recovery code')
    .fill(await codeAtServerTime(page.request, secret));
  await stepUp.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('User marked as deleted successfully')).toBeVisible();
  expect((await members.bala.request.get('/api/auth/user')).status()).toBe(401);

  // Every factor change and use is in the new admin's audit trail.
  await expect
    .poll(async () =>
      (
        (await (await page.request.get(`/api/admin/user/${adminId}/audit-trail`)).json()) as {
          type: string;
        }[]
      ).map((entry) => entry.type),
    )
    .toEqual(
      expect.arrayContaining([
        'MemberFactorAdded',
        'MemberRecoveryCodesIssued',
        'MemberRecoveryCodeUsed',
        'MemberSteppedUp',
      ]),
    );
});
