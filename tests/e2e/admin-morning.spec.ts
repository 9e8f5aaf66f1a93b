import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import type { FeesLedger } from '@sadhana/rules/api';
import { ATTENDANCE_STATUS_LABELS, ATTENDANCE_STATUSES } from '@sadhana/rules/attendance';
import { DateTime } from 'luxon';
import { signInAsAdmin } from '../support/admin';
import { appUrl } from '../support/app-url';
import { expectNoAxeViolations } from '../support/axe';
import { coveredControls } from '../support/layout';
import { pinServerClock } from '../support/server-clock';
import { expect, test } from '../support/test';

// The owner's morning, in Chromium at 1280 and 375 px, on a studio with long names and long addresses:
// this morning's roster checked in with one tap each, a walk-in found by email, one payment against a
// member's whole balance of 14 fees (and a part payment), the 30-day history by member and by day, and
// the member seeing the walk-in and its fee the same day. Nothing of the app's API is stubbed. The
// server's clock (and the browser's) is pinned to 10:00 Eastern this morning, after the session began;
// these tests run alone, after the others (project admin-morning).
const HEADERS = { 'X-Requested-With': 'sadhana' };
const PASSWORD = 'correct horse battery';
const ZONE = 'America/New_York';
const run = Math.random().toString(36).slice(2, 7);
const MORNING = DateTime.now().setZone(ZONE).set({ hour: 10, minute: 0, second: 0, millisecond: 0 });
const TODAY = MORNING.toISODate() as string;
const YESTERDAY = MORNING.minus({ days: 1 }).toISODate() as string;
/** 14 past dates, oldest first: the owing member's fees. */
const FEE_DATES = Array.from({ length: 14 }, (_, i) => MORNING.minus({ days: 29 - i }));

interface Member {
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  id: string;
}

const long = (who: string) => `morning-${run}-${who}-an-address-long-enough-to-wrap-twice@example.com`;

let roster: Member[] = [];
let everyStatus: Member[] = [];
let owing: Member;
let partPayer: Member;
let walkIn: Member;
let lookAlike: Member;

async function signUp(
  playwright: typeof import('@playwright/test'),
  firstName: string,
  lastName: string,
  email: string,
): Promise<Member> {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  try {
    const response = await request.post('/api/auth/signup', {
      headers: HEADERS,
      data: { firstName, lastName, email, password: PASSWORD },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { id } = await response.json();
    return { email, firstName, lastName, name: `${firstName} ${lastName}`, id };
  } finally {
    await request.dispose();
  }
}

/** A member's own calls, signed in afresh. */
async function asMember<T>(
  playwright: typeof import('@playwright/test'),
  member: Member,
  work: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  try {
    const signIn = await request.post('/api/auth/signin', {
      headers: HEADERS,
      data: { email: member.email, password: PASSWORD },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    return await work(request);
  } finally {
    await request.dispose();
  }
}

async function register(playwright: typeof import('@playwright/test'), member: Member, date: string) {
  await asMember(playwright, member, async (request) => {
    const response = await request.post('/api/user-schedule', {
      headers: HEADERS,
      data: { attendanceDate: date, attending: true },
    });
    expect(response.ok(), await response.text()).toBe(true);
  });
}

async function setStatus(admin: APIRequestContext, userId: string, date: string, status: string | null) {
  const response = await admin.patch('/api/admin/attendance-status', {
    headers: HEADERS,
    data: { userId, date, status },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(300_000);
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  try {
    // Four days back: this morning's and yesterday's sessions are open to register for.
    await pinServerClock(request, MORNING.minus({ days: 4 }));
    roster = [];
    const names: [string, string][] = [
      ['Ananya', 'Subramanian-Venkataraman Krishnamurthy'],
      ['Zoë', 'Müller-Lüdenscheidt'],
      ['Bartholomew', 'Okonkwo-Fitzgerald'],
      ['Priya', 'Raman'],
      ['Chandrasekharan', 'Venkataraghavan-Subramaniam'],
    ];
    for (const [i, [first, last]] of names.entries()) {
      roster.push(await signUp(playwright, first, last, long(`r${i}`)));
    }
    for (const member of roster) await register(playwright, member, TODAY);
    everyStatus = [];
    for (const [i, status] of ATTENDANCE_STATUSES.entries()) {
      const member = await signUp(
        playwright,
        `Status${i}`,
        `Tester ${status.replaceAll('_', ' ')}`,
        long(`s${i}`),
      );
      everyStatus.push(member);
      await register(playwright, member, YESTERDAY);
    }
    owing = await signUp(playwright, 'Parvati', 'Ramachandran-Oyelaran Castellanos', long('owing'));
    partPayer = await signUp(playwright, 'Kamala', 'Sundararajan-Iyengar', long('part'));
    walkIn = await signUp(playwright, 'Priya', 'Ramanathan', long('walk-in'));
    lookAlike = await signUp(playwright, 'Priya', 'Ramanathan-Iyer', long('look-alike'));

    // This morning, after the session began: the studio recorded the past.
    await pinServerClock(request, MORNING);
    await signInAsAdmin(request);
    // 14 fee lines, $510: walk-ins on the first six dates (a weekend one $100, weekdays $50), no-shows
    // ($20) on the others, chosen so the sum is $510 whatever the weekdays fall on.
    const weekendFirst = [...FEE_DATES].sort((a, b) => Number(b.weekday >= 6) - Number(a.weekday >= 6));
    const [weekend, ...rest] = weekendFirst;
    const weekdays = rest.filter((d) => d.weekday < 6).slice(0, 5);
    const noShows = FEE_DATES.filter((d) => d !== weekend && !weekdays.includes(d));
    expect(weekend.weekday).toBeGreaterThanOrEqual(6);
    expect(noShows).toHaveLength(8);
    for (const date of [weekend, ...weekdays]) {
      await setStatus(request, owing.id, date.toISODate() as string, 'walk_in_attended');
    }
    for (const date of noShows)
      await setStatus(request, owing.id, date.toISODate() as string, 'registered_no_show');
    // Three no-shows for the part payment: $60.
    for (const date of noShows.slice(0, 3)) {
      await setStatus(request, partPayer.id, date.toISODate() as string, 'registered_no_show');
    }
    for (const [i, status] of ATTENDANCE_STATUSES.entries()) {
      await setStatus(request, everyStatus[i].id, YESTERDAY, status);
    }
    const fees = await asMember(playwright, owing, async (member) => (await member.get('/api/fees')).json());
    expect(fees).toMatchObject({ total: 510, outstanding: 510 });
    expect(fees.items).toHaveLength(14);
  } finally {
    await request.dispose();
  }
});

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: appUrl() });
  await request.delete('/api/test/clock', { headers: HEADERS }).catch(() => undefined);
  await request.dispose();
});

/** The admin's page, its browser on the same morning as the server. */
async function openAdmin(page: Page, width = 1280): Promise<void> {
  await page.clock.setFixedTime(MORNING.toJSDate());
  await page.setViewportSize({ width, height: 800 });
  await signInAsAdmin(page.request);
  await page.goto('/admin');
}

async function openSessions(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Session Registrations' }).click();
  const card = page.getByTestId(`day-${TODAY}`);
  await expect(card).toBeVisible();
  return card;
}

const rowOf = (scope: Locator, member: Member) => scope.getByRole('row').filter({ hasText: member.email });
const toast = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text });

test("the owner takes this morning's roster: one tap each, a walk-in found by email, everyone else at once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAdmin(page);
  // The day's session is the roster the tab opens on.
  const card = await openSessions(page);
  const counts = card.getByTestId('roster-counts');
  await expect(counts).toHaveText(`${roster.length} registered, none marked yet`);

  const [first, second, third] = roster;
  await rowOf(card, first)
    .getByRole('button', { name: `${first.name}: attended` })
    .click();
  await expect(rowOf(card, first).getByText('Registered – Attended', { exact: true })).toBeVisible();
  await rowOf(card, second)
    .getByRole('button', { name: `${second.name}: no-show` })
    .click();
  await expect(rowOf(card, second).getByText('Registered – No Show', { exact: true })).toBeVisible();
  await expect(counts).toHaveText(
    `${roster.length} registered: 1 attended, 1 no-show, ${roster.length - 2} not marked yet (counted as attended)`,
  );

  // Every other status behind a menu, each label whole.
  await rowOf(card, third)
    .getByRole('button', { name: `Other status for ${third.name} on ${TODAY}` })
    .click();
  const menu = page.getByRole('menu');
  for (const status of ATTENDANCE_STATUSES) {
    const item = menu.getByRole('menuitem', { name: ATTENDANCE_STATUS_LABELS[status], exact: true });
    await expect(item).toBeVisible();
    expect(await item.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  await menu
    .getByRole('menuitem', { name: 'Registered – Cancelled by Teacher/Admin (Class Cancelled)' })
    .click();
  await expect(
    rowOf(card, third).getByText('Registered – Cancelled by Teacher/Admin (Class Cancelled)', {
      exact: true,
    }),
  ).toBeVisible();

  // A walk-in found by email, at the top of the roster, by keyboard: two Priyas told apart by their addresses.
  const search = card.getByRole('combobox', { name: 'Member to add as a walk-in' });
  await search.focus();
  await page.keyboard.type('Priya Raman');
  const options = page.locator('.ant-select-item-option');
  await expect(options.filter({ hasText: walkIn.email })).toBeVisible();
  await expect(options.filter({ hasText: lookAlike.email })).toBeVisible();
  await search.fill(walkIn.email);
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(walkIn.name);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await card.getByRole('button', { name: 'Add walk-in' }).click();
  await expect(toast(page, 'Attendance status updated successfully')).toBeVisible();
  await expect(rowOf(card, walkIn).getByText('Walk-in – Attended', { exact: true })).toBeVisible();
  await expect(counts).toContainText(`${roster.length} registered, 1 walk-in:`);

  // Everyone not marked yet, at once: the session has begun.
  await card.getByRole('button', { name: 'Mark everyone attended' }).click();
  await page.getByRole('button', { name: 'Mark attended' }).click();
  await expect(toast(page, `Marked ${roster.length - 3} people attended`)).toBeVisible();
  await expect(counts).toHaveText(
    `${roster.length} registered, 1 walk-in: ${roster.length - 1} attended, 1 no-show, 1 with another status`,
  );
  await expectNoAxeViolations(page);

  // Tomorrow's session has not begun: nobody can be checked in there yet.
  await page.getByRole('button', { name: 'Next session' }).click();
  const tomorrow = page.getByTestId(`day-${MORNING.plus({ days: 1 }).toISODate()}`);
  await expect(tomorrow.getByRole('button', { name: 'Mark everyone attended' })).toBeDisabled();
  await expect(tomorrow.getByRole('combobox', { name: 'Member to add as a walk-in' })).toBeDisabled();
});

/** The dialog "Take payment" opens for `member`. */
function takePaymentDialog(page: Page, member: Member): Locator {
  return page.getByRole('dialog', { name: `Take payment — ${member.name}` });
}

test("one payment against a member's whole balance of 14 fees, and a part payment that leaves the rest owed", async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  await openAdmin(page);
  await page.getByLabel('Search users by name or email').fill(owing.email);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Take payment from ${owing.name}` }).click();
  const dialog = takePaymentDialog(page, owing);
  await expect(dialog.getByTestId('take-payment-balance')).toHaveText('Balance: $510.00 (14 unpaid fees)');
  await expect(dialog.getByLabel('Amount ($)')).toHaveValue('510.00');
  await dialog.getByRole('radio', { name: 'Cash' }).check();
  await dialog.getByLabel('Note (optional)').fill('At the front desk');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Take $510.00' }).click();
  await expect(toast(page, 'Payment of $510.00 taken')).toContainText('Nothing is owed now.');
  await expect(dialog).toBeHidden();
  const ledger: FeesLedger = await asMember(playwright, owing, async (r) =>
    (await r.get('/api/fees')).json(),
  );
  expect(ledger).toMatchObject({ total: 510, outstanding: 0 });
  expect(ledger.items.every((fee) => fee.settlement === 'cash')).toBe(true);
  expect(ledger.paymentsTaken).toEqual([
    expect.objectContaining({
      amount: 510,
      method: 'cash',
      feesSettled: 14,
      owedAfter: 0,
      note: 'At the front desk',
    }),
  ]);

  // The member's dialog opens on their attendance and fees, and lists the payment as one line.
  await page.getByRole('button', { name: owing.name, exact: true }).click();
  const member = page.getByRole('dialog', { name: 'User Profile Details' });
  await expect(member.getByRole('tab', { name: 'Attendance & Fees', selected: true })).toBeVisible();
  await expect(member.getByTestId('member-fees-owed')).toHaveText('$0.00');
  await expect(member.getByTestId('member-payment-taken')).toHaveText(
    new RegExp(
      `^Payment taken: \\$510\\.00 in cash: paid 14 fees, nothing left owed${MORNING.toFormat('LLL d, yyyy')}$`,
    ),
  );
  await member.getByRole('button', { name: 'Close' }).click();

  // A part payment from the roster: $30 of $60 by card; the rest stays owed, on the oldest fee left.
  await page.getByLabel('Search users by name or email').fill(partPayer.email);
  await page.getByRole('button', { name: `Take payment from ${partPayer.name}` }).click();
  const part = takePaymentDialog(page, partPayer);
  await expect(part.getByTestId('take-payment-balance')).toHaveText('Balance: $60.00 (3 unpaid fees)');
  await part.getByLabel('Amount ($)').fill('30');
  await part.getByRole('radio', { name: 'Card in person' }).check();
  await part.getByRole('button', { name: 'Take $30.00' }).click();
  await expect(toast(page, 'Payment of $30.00 taken')).toContainText('$30.00 is still owed.');
  const after: FeesLedger = await asMember(playwright, partPayer, async (r) =>
    (await r.get('/api/fees')).json(),
  );
  expect(after).toMatchObject({ total: 60, outstanding: 30, credit: 10 });
  expect(after.items.filter((fee) => fee.settlement === 'card')).toHaveLength(1);
  // More than owed is refused unless kept as credit: the dialog says so before anything is sent.
  await page.getByRole('button', { name: `Take payment from ${partPayer.name}` }).click();
  await part.getByLabel('Amount ($)').fill('100');
  await expect(part.getByRole('button', { name: 'Take $100.00' })).toBeDisabled();
  await expect(part.getByText('Keep the $70.00 over the balance as credit')).toBeVisible();
  await part.getByRole('button', { name: 'Cancel' }).click();
});

test('the member sees the walk-in and its fee on their dashboard the same day', async ({ browser, page }) => {
  await openAdmin(page);
  // The walk-in pays part of today's drop-in at the roster.
  const card = await openSessions(page);
  await rowOf(card, walkIn)
    .getByRole('button', { name: `Take payment from ${walkIn.name}` })
    .click();
  const dialog = takePaymentDialog(page, walkIn);
  const dropIn = MORNING.weekday >= 6 ? 100 : 50;
  await expect(dialog.getByTestId('take-payment-balance')).toHaveText(
    `Balance: $${dropIn}.00 (1 unpaid fee)`,
  );
  await dialog.getByLabel('Amount ($)').fill('20');
  await dialog.getByRole('button', { name: 'Take $20.00' }).click();
  await expect(toast(page, 'Payment of $20.00 taken')).toBeVisible();

  const memberPage = await memberDashboard(browser, walkIn, 1280);
  try {
    const today = memberPage.locator(`[data-testid="rolling-schedule"] button[data-date="${TODAY}"]`);
    await expect(today.getByTestId('day-card-status')).toHaveText('Past · Walk-in – Attended');
    const past = memberPage.getByTestId('past-schedule');
    await expect(past.locator(`[data-date="${TODAY}"]`)).toContainText('Walk-in – Attended');
    const fee = memberPage.getByTestId(`fee-${TODAY}-drop-in`);
    await expect(fee).toContainText(`$${dropIn}.00`);
    await expect(fee).toContainText(`$20.00 of $${dropIn}.00 paid`);
    await expect(memberPage.getByTestId('fee-payment-taken')).toContainText(
      'Paid at the studio: $20.00 in cash',
    );
    // Every fee line links to the session it is for.
    await fee.getByRole('link', { name: MORNING.toFormat('LLL d, yyyy') }).click();
    await expect(memberPage).toHaveURL(new RegExp(`#session-${TODAY}$`));
    await expect(past.locator(`[data-date="${TODAY}"]`)).toBeInViewport();
    await expectNoAxeViolations(memberPage);
  } finally {
    await memberPage.context().close();
  }
});

/** The member's dashboard in a browser of their own, on the same morning. */
async function memberDashboard(browser: Browser, member: Member, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: appUrl(), reducedMotion: 'reduce' });
  const memberPage = await context.newPage();
  await memberPage.clock.setFixedTime(MORNING.toJSDate());
  await memberPage.setViewportSize({ width, height: 800 });
  const signIn = await memberPage.request.post('/api/auth/signin', {
    headers: HEADERS,
    data: { email: member.email, password: PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await memberPage.goto('/dashboard');
  await expect(memberPage.getByTestId('fees-ledger')).toBeVisible();
  return memberPage;
}

test('the 30-day history reads by member (membership, total, dates with status) and by day, a page at a time', async ({
  page,
}) => {
  await openAdmin(page);
  await openSessions(page);
  const history = page.locator('section[aria-labelledby="history-title"]');
  await history.getByLabel('Search the history by name or email').fill(owing.email);
  const byMember = history.getByRole('list', { name: 'Attendance history by member' });
  const person = byMember.getByRole('listitem').filter({ hasText: owing.email }).first();
  await expect(person).toContainText(owing.name);
  await expect(person).toContainText('Free');
  await expect(person).toContainText('6 attended');
  const dates = person.getByRole('list', { name: `Sessions of ${owing.name}` }).getByRole('listitem');
  await expect(dates).toHaveCount(14);
  await expect(dates.filter({ hasText: 'Registered – No Show' })).toHaveCount(8);
  await expect(dates.filter({ hasText: 'Walk-in – Attended' })).toHaveCount(6);
  await expect(history.getByTestId('history-total')).toContainText('1 person');

  await history.getByLabel('Search the history by name or email').fill(`morning-${run}`);
  await history.getByText('By day', { exact: true }).click();
  const byDay = history.getByRole('list', { name: 'Attendance history by day' });
  const morning = byDay
    .getByRole('listitem')
    .filter({ hasText: MORNING.toFormat('cccc, LLL d, yyyy') })
    .first();
  await expect(morning).toContainText(walkIn.email);
  await expect(morning.getByText('Walk-in – Attended', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Every control in `main` that is not the topmost at its centre once scrolled into view, when lists are in. */
async function covered(page: Page, scope = 'main'): Promise<string[]> {
  await expect(page.locator(`${scope} .ant-spin-spinning`)).toHaveCount(0);
  return coveredControls(page, scope);
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [1280, 375]) {
  test(`at ${width} px no admin tab, dialog or the member's dashboard scrolls sideways or covers a control`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await openAdmin(page, width);
    await page.getByLabel('Search users by name or email').fill(`morning-${run}`);
    await expect(page.getByText(/^\d+ users$/)).toBeVisible();
    expect(await sideways(page), 'Users').toBeLessThanOrEqual(0);
    expect(await covered(page), 'Users').toEqual([]);
    if (width === 1280) {
      // The table fits: no scrollbar of its own, its last column in view.
      const table = page.locator('main .ant-table-content, main .ant-table-body').first();
      expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
      const remove = await page.getByRole('button', { name: `Delete ${owing.name}` }).boundingBox();
      expect(remove && remove.x + remove.width).toBeLessThanOrEqual(width);
    }
    // The tabs are one row.
    const tabTops = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
    expect(new Set(tabTops).size).toBe(1);
    await expectNoAxeViolations(page);

    // The member's dialog, then "Take payment" over it.
    await page.getByRole('button', { name: owing.name, exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'User Profile Details' });
    await expect(dialog.getByTestId('member-fees-owed')).toBeVisible();
    for (const tab of ['Attendance & Fees', 'Profile', 'Sign-in', 'Practice & Goals', 'History']) {
      await dialog.getByRole('tab', { name: tab }).click();
      await expect(dialog.getByRole('tab', { name: tab, selected: true })).toBeVisible();
      expect(await sideways(page), `dialog ${tab}`).toBeLessThanOrEqual(0);
      expect(await covered(page, '.ant-modal'), `dialog ${tab}`).toEqual([]);
    }
    await dialog.getByRole('tab', { name: 'Attendance & Fees' }).click();
    await dialog.getByRole('button', { name: `Take payment from ${owing.name}` }).click();
    const take = takePaymentDialog(page, owing);
    await expect(take.getByTestId('take-payment-balance')).toBeVisible();
    expect(await covered(page, '.take-payment-dialog .ant-modal')).toEqual([]);
    await expectNoAxeViolations(page);
    await take.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'Membership' }).click();
    await expect(page.getByTestId('stat-totalUsers')).not.toHaveText('…');
    const chart = page.getByTestId('activity-trend');
    await expect(chart.locator('.recharts-line')).toHaveCount(4);
    // Every label of the chart inside its box: none cut at an edge.
    const outside = await chart.evaluate((figure) => {
      // The chart's own drawing (the legend's icons are small drawings of their own).
      const box = figure.querySelector('.recharts-wrapper > svg')?.getBoundingClientRect();
      if (!box) return ['no chart'];
      return [...figure.querySelectorAll('.recharts-cartesian-axis-tick-value')]
        .map((label) => ({ text: label.textContent, at: label.getBoundingClientRect() }))
        .filter(({ at }) => at.left < box.left - 0.5 || at.right > box.right + 0.5 || at.top < box.top - 0.5)
        .map(({ text }) => String(text));
    });
    expect(outside, 'chart labels outside their box').toEqual([]);
    await expect(chart.locator('figcaption')).toContainText(`On ${MORNING.toFormat('LLL d, yyyy')}:`);
    expect(await sideways(page), 'Membership').toBeLessThanOrEqual(0);
    expect(await covered(page), 'Membership').toEqual([]);
    await expectNoAxeViolations(page);

    // The roster with every status, yesterday's.
    await page.getByRole('tab', { name: 'Session Registrations' }).click();
    await page.getByLabel('Session date').fill(YESTERDAY);
    const yesterday = page.getByTestId(`day-${YESTERDAY}`);
    for (const status of ATTENDANCE_STATUSES) {
      await expect(
        yesterday.getByText(ATTENDANCE_STATUS_LABELS[status], { exact: true }).first(),
      ).toBeVisible();
    }
    await page
      .locator('section[aria-labelledby="history-title"]')
      .getByLabel('Search the history by name or email')
      .fill(`morning-${run}`);
    await expect(page.getByTestId('history-total')).toContainText('people');
    expect(await sideways(page), 'Session Registrations').toBeLessThanOrEqual(0);
    expect(await covered(page), 'Session Registrations').toEqual([]);
    await expectNoAxeViolations(page);
    if (width === 375) {
      // On a phone too: one tap checks a person in, and the walk-in search shows whole addresses.
      const noShow = everyStatus[ATTENDANCE_STATUSES.indexOf('registered_no_show')];
      const entry = yesterday.getByRole('listitem').filter({ hasText: noShow.email });
      await entry.getByRole('button', { name: `${noShow.name}: attended` }).click();
      await expect(entry.getByText('Registered – Attended', { exact: true })).toBeVisible();
      await entry.getByRole('button', { name: `${noShow.name}: no-show` }).click();
      await expect(entry.getByText('Registered – No Show', { exact: true })).toBeVisible();
      await yesterday.getByRole('combobox', { name: 'Member to add as a walk-in' }).fill(walkIn.email);
      const option = page.locator('.ant-select-item-option').filter({ hasText: walkIn.email });
      await expect(option).toBeVisible();
      const box = await option.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(await option.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await page.keyboard.press('Escape');
      // The toasts of the taps are out of the way (they cover the header's button while shown).
      for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click();
      await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    }
    for (const view of ['By day', 'Every entry']) {
      await page.getByText(view, { exact: true }).click();
      await expect(page.getByTestId('history-total')).toBeVisible();
      expect(await sideways(page), `history ${view}`).toBeLessThanOrEqual(0);
      expect(await covered(page), `history ${view}`).toEqual([]);
    }

    await page.getByRole('tab', { name: 'Reminder emails' }).click();
    await expect(page.getByTestId('failed-jobs')).toBeVisible();
    expect(await sideways(page), 'Reminder emails').toBeLessThanOrEqual(0);
    expect(await covered(page), 'Reminder emails').toEqual([]);
    await expectNoAxeViolations(page);
    // No link of the top bar twice.
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign Out' })).toHaveCount(0);

    const memberPage = await memberDashboard(browser, owing, width);
    try {
      await expect(memberPage.getByTestId('fees-outstanding')).toBeVisible();
      expect(await sideways(memberPage), 'dashboard').toBeLessThanOrEqual(0);
      expect(await covered(memberPage), 'dashboard').toEqual([]);
      await expectNoAxeViolations(memberPage);
    } finally {
      await memberPage.context().close();
    }
  });
}
