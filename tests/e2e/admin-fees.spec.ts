import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { FeeItem, FeesLedger } from '@sadhana/rules/api';
import { DateTime } from 'luxon';
import { signInAsAdmin } from '../support/admin';
import { appUrl } from '../support/app-url';
import { expectNoAxeViolations } from '../support/axe';
import { stripeStandInUrl } from '../support/fake-stripe';
import { coveredControls } from '../support/layout';
import { pinServerClock } from '../support/server-clock';
import { expect, test } from '../support/test';

// Fees settled by hand and complimentary memberships in the admin's user dialog, with the real admin (its passkey) and a real member
// signed up through the API. The member registers, on a September 2025 clock, for three sessions they
// then miss: on today's clock those are fees owed. The server's clock is moved only while they
// register, to days no other test counts, and put back at once.
const HEADERS = { 'X-Requested-With': 'sadhana' };
const PASSWORD = 'correct horse battery';
const ZONE = 'America/New_York';
const run = Math.random().toString(36).slice(2, 8);
const REGISTERED_ON = DateTime.fromISO('2025-09-08T12:00:00', { zone: ZONE });
const SESSION_DATES = [2, 3, 4].map((days) => REGISTERED_ON.plus({ days }).toISODate() as string);
const FIRST_NAME = 'Parvati';
// Long, as real names and addresses are: the dialog must hold them without overflow.
const LAST_NAME = 'Ramachandran-Oyelaran Castellanos';
const EMAIL = `fees-${run}-a-rather-long-address-for-the-ledger@example.com`;

test.describe.configure({ mode: 'serial' });

/** Calls made as the member (signed in afresh: their 2025 session has long timed out). */
async function asMember<T>(
  playwright: typeof import('@playwright/test'),
  work: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  try {
    const signIn = await request.post('/api/auth/signin', {
      headers: HEADERS,
      data: { email: EMAIL, password: PASSWORD },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    return await work(request);
  } finally {
    await request.dispose();
  }
}

/** The member's own ledger, as they read it. */
function memberFees(playwright: typeof import('@playwright/test')): Promise<FeesLedger> {
  return asMember(playwright, async (request) => {
    const fees = await request.get('/api/fees');
    expect(fees.ok(), await fees.text()).toBe(true);
    return (await fees.json()) as FeesLedger;
  });
}

let owed: FeeItem[] = [];

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  try {
    await pinServerClock(request, REGISTERED_ON);
    const signUp = await request.post('/api/auth/signup', {
      headers: HEADERS,
      data: { firstName: FIRST_NAME, lastName: LAST_NAME, email: EMAIL, password: PASSWORD },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    for (const attendanceDate of SESSION_DATES) {
      const registered = await request.post('/api/user-schedule', {
        headers: HEADERS,
        data: { attendanceDate, attending: true },
      });
      expect(registered.ok(), await registered.text()).toBe(true);
    }
  } finally {
    await request.delete('/api/test/clock', { headers: HEADERS });
    await request.dispose();
  }
  const ledger = await memberFees(playwright);
  owed = ledger.items.filter((fee) => SESSION_DATES.includes(fee.sessionDate));
  expect(owed.map((fee) => fee.paid)).toEqual([false, false, false]);
});

test.afterAll(async ({ playwright }) => {
  // Should a test fail between pinning and restoring, no other test runs on a 2025 clock.
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  await request.delete('/api/test/clock', { headers: HEADERS }).catch(() => undefined);
  await request.dispose();
});

async function openMemberDialog(page: Page): Promise<Locator> {
  await signInAsAdmin(page.request);
  await page.goto('/admin');
  await page.getByLabel('Search users by name or email').fill(EMAIL);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: `${FIRST_NAME} ${LAST_NAME}`, exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'User Profile Details' });
  await expect(dialog.getByRole('list', { name: 'Fees' })).toBeVisible();
  return dialog;
}

const feeLine = (dialog: Locator, fee: FeeItem) => dialog.getByTestId(`fee-${fee.sessionDate}-${fee.kind}`);

test('the admin records a cash payment and waives a fee; the member sees both settled', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const [cashFee, waivedFee, stillOwed] = owed;
  const dialog = await openMemberDialog(page);
  const owedBefore = owed.reduce((sum, fee) => sum + fee.amount, 0);
  await expect(dialog.getByTestId('member-fees-owed')).toHaveText(`$${owedBefore}.00`);

  const cashLine = feeLine(dialog, cashFee);
  await expect(cashLine.getByText('Owed', { exact: true })).toBeVisible();
  await cashLine.getByRole('button', { name: 'Record payment' }).click();
  await expect(cashLine.getByLabel('Paid by')).toBeVisible();
  await expect(cashLine.getByText('Cash', { exact: true })).toBeVisible();
  await cashLine.getByLabel('Note (optional)').fill('Paid at the front desk');
  await expectNoAxeViolations(page);
  await cashLine.getByRole('button', { name: 'Save payment' }).click();
  await expect(cashLine.getByText('Paid in cash', { exact: true })).toBeVisible();
  await expect(cashLine.getByRole('button', { name: 'Record payment' })).toHaveCount(0);

  const waivedLine = feeLine(dialog, waivedFee);
  await waivedLine.getByRole('button', { name: 'Waive' }).click();
  // The reason is required: nothing is sent without one.
  await waivedLine.getByRole('button', { name: 'Waive fee' }).click();
  await expect(waivedLine.getByText('Say why the fee is waived')).toBeVisible();
  await waivedLine.getByLabel('Reason for waiving').fill('Family emergency, excused by the teacher');
  await waivedLine.getByRole('button', { name: 'Waive fee' }).click();
  await expect(waivedLine.getByText('Waived', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('member-fees-owed')).toHaveText(`$${stillOwed.amount}.00`);
  await expect(feeLine(dialog, stillOwed).getByRole('button', { name: 'Record payment' })).toBeVisible();
  // The dialog's audit trail is read again too: the waiver is its newest line.
  await dialog.getByRole('tab', { name: 'History' }).click();
  await expect(dialog.locator('section[aria-labelledby="audit-trail"] li').first()).toContainText(
    'Family emergency, excused by the teacher',
  );
  await expectNoAxeViolations(page);

  const ledger = await memberFees(playwright);
  const settlementOf = (fee: FeeItem) =>
    ledger.items.find((item) => item.sessionDate === fee.sessionDate && item.kind === fee.kind);
  expect(settlementOf(cashFee)).toMatchObject({ paid: true, settlement: 'cash' });
  expect(settlementOf(waivedFee)).toMatchObject({ paid: true, settlement: 'waived' });
  expect(settlementOf(stillOwed)).toMatchObject({ paid: false, settlement: null });

  // Settled is settled: a second record is refused with the server's reason, and the ledger is unchanged.
  const again = await page.request.post(`/api/admin/user/${await memberId(page)}/fees/record-payment`, {
    headers: HEADERS,
    data: { sessionDate: cashFee.sessionDate, kind: cashFee.kind, method: 'check' },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toEqual(expect.any(String));
});

/** The member's id, as the admin's users list gives it. */
async function memberId(page: Page): Promise<string> {
  const users = await page.request.get(`/api/admin/users-overview?q=${encodeURIComponent(EMAIL)}&page=1`);
  expect(users.ok(), await users.text()).toBe(true);
  const [user] = (await users.json()).items as { id: string }[];
  return user.id;
}

test("a past day's roster lists the member's registration with no Remove button", async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Session Registrations' }).click();
  const [date] = SESSION_DATES;
  await page.getByLabel('Session date').fill(date);
  const card = page.getByTestId(`day-${date}`);
  const row = card.getByRole('row').filter({ hasText: EMAIL });
  await expect(row.getByRole('button', { name: `${FIRST_NAME} ${LAST_NAME}`, exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  const roster = await (await page.request.get(`/api/admin/roster?date=${date}`)).json();
  const entry = roster.registrations.find((r: { email: string }) => r.email === EMAIL);
  expect(entry).toMatchObject({ removable: false });
  await expectNoAxeViolations(page);
});

test('the admin grants a complimentary membership, is told why an overlapping one is refused, and ends it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const dialog = await openMemberDialog(page);
  const id = await memberId(page);
  const today = DateTime.now().setZone(ZONE).toISODate() as string;
  const until = DateTime.now().setZone(ZONE).plus({ days: 30 }).toISODate() as string;
  const section = dialog.getByRole('region', { name: 'Complimentary membership' });
  await expect(section.getByText('No complimentary membership yet.')).toBeVisible();
  const form = section.getByRole('group', { name: 'Grant complimentary membership' });
  const grantButton = form.getByRole('button', { name: 'Grant complimentary membership' });

  // Until before from is caught in the form; the reason is required.
  await form.getByLabel('From').fill(until);
  await form.getByLabel('Until').fill(today);
  await grantButton.click();
  await expect(form.getByText('The last day cannot be before the first')).toBeVisible();
  await expect(form.getByText('Say why the membership is given')).toBeVisible();

  await form.getByLabel('From').fill(today);
  await form.getByLabel('Until').fill(until);
  await form
    .getByLabel('Reason (a gift, a scholarship…)')
    .fill('Scholarship for the autumn teacher training');
  await grantButton.click();
  const grants = section.getByRole('list', { name: 'Complimentary memberships' });
  const grant = grants.getByRole('listitem');
  await expect(grant).toHaveCount(1);
  await expect(grant).toContainText('Scholarship for the autumn teacher training');
  await expect(grant).toContainText('Granted by studio-admin@example.com');
  await expect(grant.getByText('Running', { exact: true })).toBeVisible();
  const summary = await (await page.request.get(`/api/admin/user/${id}/summary`)).json();
  expect(summary.membershipKind).toBe('complimentary');

  // The member sees a membership active until its last day, and nothing to cancel or keep at Stripe.
  const member = await browser.newContext({ baseURL: appUrl() });
  try {
    const signIn = await member.request.post('/api/auth/signin', {
      headers: HEADERS,
      data: { email: EMAIL, password: PASSWORD },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const dashboard = await member.newPage();
    await dashboard.goto('/dashboard');
    const card = dashboard.getByTestId('profile-card');
    await expect(card).toContainText('Active until');
    await expect(card.getByRole('button', { name: /Cancel Subscription|Keep my membership/ })).toHaveCount(0);
  } finally {
    await member.close();
  }

  // A second grant over the same days is refused: the dialog shows the server's own reason.
  const overlapping = { from: today, until, reason: 'A second gift' };
  const refused = await page.request.post(`/api/admin/user/${id}/complimentary-membership`, {
    headers: HEADERS,
    data: overlapping,
  });
  expect(refused.status()).toBe(409);
  const { message } = (await refused.json()) as { message: string };
  await form.getByLabel('Reason (a gift, a scholarship…)').fill(overlapping.reason);
  await grantButton.click();
  await expect(form.getByRole('alert')).toHaveText(message);
  await expect(grant).toHaveCount(1);
  await expectNoAxeViolations(page);

  await grant.getByRole('button', { name: 'End' }).click();
  await page.getByRole('button', { name: 'End membership' }).click();
  await expect(grant.getByText('Ended', { exact: true })).toBeVisible();
  await expect(grant).toContainText('Ended on');
  await expect(grant.getByRole('button', { name: 'End' })).toHaveCount(0);
  const after = await (await page.request.get(`/api/admin/user/${id}/summary`)).json();
  expect(after.complimentaryGrants[0].endedOn).toEqual(expect.any(String));
});

/** How far the page or the dialog's scrolling layer is wider than the screen (0 or less: not at all). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const wrap = document.querySelector('.ant-modal-wrap');
    const page = document.documentElement.scrollWidth - window.innerWidth;
    return Math.max(page, wrap ? wrap.scrollWidth - wrap.clientWidth : 0);
  });
}

for (const width of [375, 1280]) {
  test(`at ${width} px the dialog's fees do not overflow sideways and no control is covered`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const dialog = await openMemberDialog(page);
    const line = feeLine(dialog, owed[2]);
    await expect(line.getByRole('button', { name: 'Record payment' })).toBeVisible();
    expect(await sidewaysOverflow(page), 'the dialog is wider than the screen').toBeLessThanOrEqual(0);
    expect(await coveredControls(page, '.ant-modal'), 'fee lines').toEqual([]);

    await line.getByRole('button', { name: 'Record payment' }).click();
    await expect(line.getByRole('button', { name: 'Save payment' })).toBeVisible();
    expect(await sidewaysOverflow(page), 'the payment form is wider than the screen').toBeLessThanOrEqual(0);
    expect(await coveredControls(page, '.ant-modal'), 'payment form').toEqual([]);
    await line.getByRole('button', { name: 'Cancel' }).click();

    await line.getByRole('button', { name: 'Waive' }).click();
    await expect(line.getByRole('button', { name: 'Waive fee' })).toBeVisible();
    expect(await sidewaysOverflow(page), 'the waiver form is wider than the screen').toBeLessThanOrEqual(0);
    expect(await coveredControls(page, '.ant-modal'), 'waiver form').toEqual([]);
    await expectNoAxeViolations(page);
  });
}

// Last: it settles the fee the layout tests above leave owed.
test('a fee paid online after the admin recorded it paid shows as the member’s credit in the dialog', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const stillOwed = owed[2];
  const standIn = (path: string, body: object) =>
    fetch(`${stripeStandInUrl()}${path}`, { method: 'POST', body: JSON.stringify(body) });
  // The member pays online; Stripe's webhook is late, and meanwhile the admin records the fee as paid in cash.
  const started = await asMember(playwright, async (request) => {
    const response = await request.post('/api/fees/pay', { headers: HEADERS });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { clientSecret: string; amount: number };
  });
  expect(started.amount).toBe(stillOwed.amount);
  const confirmed = await standIn('/_test/confirm', {
    clientSecret: started.clientSecret,
    outcome: 'succeeded',
    late: true,
  });
  expect(confirmed.ok).toBe(true);
  await signInAsAdmin(page.request);
  const cash = await page.request.post(`/api/admin/user/${await memberId(page)}/fees/record-payment`, {
    headers: HEADERS,
    data: { sessionDate: stillOwed.sessionDate, kind: stillOwed.kind, method: 'cash' },
  });
  expect(cash.ok(), await cash.text()).toBe(true);
  expect((await standIn('/_test/release-late-webhooks', {})).ok).toBe(true);

  const amount = `$${stillOwed.amount}.00`;
  await expect.poll(async () => (await memberFees(playwright)).credit).toBe(stillOwed.amount);
  const dialog = await openMemberDialog(page);
  await expect(dialog.getByTestId('member-fee-credit')).toContainText(
    `Credit ${amount} — paid twice for the same fees`,
  );
  await expect(dialog.getByTestId('member-fees-credit')).toHaveText(amount);
  await expect(dialog.getByTestId('member-fees-owed')).toHaveText('$0.00');
  await expectNoAxeViolations(page);
});
