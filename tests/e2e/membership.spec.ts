import type { Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { expectNoAxeViolations } from '../support/axe';
import { endStripePeriod, stripeStandInUrl, useFakeStripe } from '../support/fake-stripe';
import { API_HEADERS, becomeMember, currentUser, signUp } from '../support/member';
import { expect, test } from '../support/test';
import { TOAST, toast } from '../support/toasts';

// Membership paid with Stripe, end to end: the real server, its Stripe calls answered by
// the stand-in started in global-setup (which delivers signed webhooks back to the server), and
// Stripe.js replaced at the network boundary by a fake Payment Element (support/fake-stripe.ts).

const HEADERS = API_HEADERS;
const GOOD_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

/** An antd notification on screen (not one on its way out). */

function longEasternDate(iso: string): string {
  return DateTime.fromISO(iso).setZone('America/New_York').toFormat('LLLL d, yyyy');
}

test.describe('subscribe (/subscribe)', () => {
  test('a non-member pays with the Payment Element and becomes a member once the webhook lands', async ({
    page,
  }) => {
    await useFakeStripe(page);
    await signUp(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/create-subscription', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/subscribe');
    await expect(page.getByText('Setting up your subscription...')).toBeVisible();
    release();

    const plan = page.getByTestId('plan-details');
    await expect(plan.getByRole('heading', { name: 'Monthly Membership - $150/month' })).toBeVisible();
    for (const item of [
      'Daily sessions (Mon-Wed 5-6 AM, Thu-Fri 4:30-6 AM)',
      'Extended weekend sessions (4:30-6:45 AM)',
      'Optional Guru Pooja & Chant (6:15-6:40 AM)',
      '15% discount on workshops',
      '15% discount on retreats',
      'Community support',
    ]) {
      await expect(plan).toContainText(item);
    }
    for (const practice of [
      'Surya Shakti',
      'Angamardhana',
      'Surya Kriya',
      'Yogasanas',
      'Practice + Bhakti',
      'Extended Practice',
    ]) {
      await expect(plan).toContainText(practice);
    }
    for (const text of ['Cancel anytime', 'No long-term commitment', 'New Jersey & New York City']) {
      await expect(
        page.getByText(text, { exact: true }).or(page.getByText(`Locations: ${text}`)),
      ).toBeVisible();
    }

    const pay = page.getByRole('button', { name: 'Become a Member' });
    await expect(pay).toBeEnabled();
    await page.getByTestId('fake-card-number').fill(GOOD_CARD);
    await pay.click();
    await expect(toast(page, 'Payment Successful')).toContainText('Welcome to the Sadhana community');
    await expect(page.getByText('Welcome! Your membership is active.')).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { __fakeStripeReturnUrl: string }).__fakeStripeReturnUrl,
      ),
    ).toBe(new URL(page.url()).origin);

    const me = await currentUser(page);
    expect(me).toMatchObject({ membershipActive: true, membershipEndDate: null });
    await page.goto('/dashboard');
    const profile = page.getByTestId('profile-card');
    await expect(profile).toContainText('Member Since');
    await expect(profile).toContainText(longEasternDate(me.membershipStartDate as string));
    await expect(profile.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();

    await page.goto('/subscribe');
    await expect(page.getByText('You already have an active membership!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  test('a declined card: "Payment Failed" with Stripe\'s message, no membership, and another try succeeds', async ({
    page,
  }) => {
    await useFakeStripe(page);
    await signUp(page);
    await page.goto('/subscribe');
    await page.getByTestId('fake-card-number').fill(DECLINED_CARD);
    await page.getByRole('button', { name: 'Become a Member' }).click();
    await expect(toast(page, 'Payment Failed')).toContainText('Your card was declined.');
    expect((await currentUser(page)).membershipActive).toBe(false);
    await expect(page.getByRole('button', { name: 'Become a Member' })).toBeEnabled();

    await page.getByTestId('fake-card-number').fill(GOOD_CARD);
    await page.getByRole('button', { name: 'Become a Member' }).click();
    await expect(page.getByText('Welcome! Your membership is active.')).toBeVisible();
  });

  test('the button reads "Processing..." and is disabled until the Payment Element is ready', async ({
    page,
  }) => {
    await signUp(page);
    // Stripe.js that never finishes loading: the element never becomes ready.
    await page.route('https://js.stripe.com/**', () => {});
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: 'Monthly Membership - $150/month' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Processing...' });
    await expect(button).toBeDisabled();
  });

  test('signed out: "Authentication Required", then /signup after a second', async ({ page }) => {
    await page.goto('/subscribe');
    await expect(toast(page, 'Authentication Required')).toContainText(
      'Please sign up or sign in to subscribe',
    );
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the error catalogue: 401, already subscribed, any other failure', async ({ page }) => {
    await useFakeStripe(page);
    await signUp(page);
    await page.route('**/api/create-subscription', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.goto('/subscribe');
    await expect(toast(page, 'Error')).toContainText('Failed to initialize payment. Please try again.');

    await page.unroute('**/api/create-subscription');
    await page.route('**/api/create-subscription', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: '{"message":"User already has an active subscription."}',
      }),
    );
    await page.goto('/subscribe');
    await expect(toast(page, 'Already Subscribed')).toContainText('You already have an active subscription!');
    await expect(page.getByText('You already have an active membership!')).toBeVisible();

    await page.unroute('**/api/create-subscription');
    await page.route('**/api/create-subscription', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' }),
    );
    // The page leaves for /api/login after 0.5 s, taking the toast with it: hold that navigation
    // until the toast has been read, however slowly this machine renders it. The toast is read in
    // the page: a locator first waits for a pending navigation to finish, here the held one (a run
    // whose locator looked again only after those 0.5 s waited for it until the timeout).
    let releaseLogin = () => {};
    const loginHeld = new Promise<void>((resolve) => {
      releaseLogin = resolve;
    });
    await page.route('**/api/login', async (route) => {
      await loginHeld;
      await route.continue();
    });
    await page.goto('/subscribe');
    await page.waitForFunction(
      ([selector, texts]) =>
        Array.from(document.querySelectorAll(selector)).some((notice) =>
          texts.every((text) => notice.textContent?.includes(text)),
        ),
      [TOAST, ['Unauthorized', 'Please sign in to continue']] as const,
    );
    releaseLogin();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('the content security policy admits the real Stripe.js', async ({ page }) => {
    const response = await page.request.get('/subscribe');
    const csp = response.headers()['content-security-policy'];
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });
});

test.describe('cancelling at the end of the period', () => {
  test('dashboard: cancel, "Active until <date>" on every screen, then the period ends and it is over', async ({
    page,
  }) => {
    const subscriptionId = await becomeMember(page);
    await page.goto('/dashboard');
    const profile = page.getByTestId('profile-card');
    await profile.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(toast(page, 'Subscription Cancelled')).toContainText(
      'Your subscription has been cancelled successfully.',
    );
    const me = await currentUser(page);
    expect(me.membershipActive).toBe(true);
    const until = longEasternDate(me.membershipEndDate as string);
    await expect(profile).toContainText('Active until');
    await expect(profile).toContainText(until);
    await page.goto('/');
    await expect(page.getByTestId('membership-status').getByTestId('membership-active-until')).toHaveText(
      `Active until ${until}`,
    );
    await page.goto('/profile');
    await expect(page.getByTestId('membership-active-until')).toHaveText(`Active until ${until}`);

    await endStripePeriod(subscriptionId);
    await expect.poll(async () => (await currentUser(page)).membershipActive).toBe(false);
    await page.goto('/dashboard');
    await expect(profile.getByRole('link', { name: 'Become a Member' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    await expect(profile.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  });

  test('profile: cancel reloads the page showing "Active until <date>"', async ({ page }) => {
    await becomeMember(page);
    await page.goto('/profile');
    const info = page.getByTestId('profile-info-card');
    await expect(info).toContainText('Active Member');
    const reloaded = page.waitForEvent('load');
    await info.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    await reloaded;
    const me = await currentUser(page);
    await expect(page.getByTestId('membership-active-until')).toHaveText(
      `Active until ${longEasternDate(me.membershipEndDate as string)}`,
    );
    await expect(info).toContainText('Active Member');
  });
});

test.describe('keeping a membership whose cancellation is scheduled', () => {
  test('cancel, then "Keep my membership" on the dashboard and on the profile: "Active until" goes away', async ({
    page,
  }) => {
    await becomeMember(page);
    const cancel = () => page.request.post('/api/subscription/cancel', { headers: HEADERS });
    expect((await cancel()).ok()).toBe(true);

    await page.goto('/dashboard');
    const profile = page.getByTestId('profile-card');
    const until = longEasternDate((await currentUser(page)).membershipEndDate as string);
    await expect(profile).toContainText('Active until');
    await expect(profile).toContainText(until);
    await expect(profile.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/subscription/keep', async (route) => {
      await held;
      await route.continue();
    });
    await profile.getByRole('button', { name: 'Keep my membership' }).click();
    await expect(profile.getByRole('button', { name: 'Keeping...' })).toBeDisabled();
    release();
    await expect(toast(page, 'Membership kept')).toContainText('Your membership will renew as usual.');
    await expect(profile).not.toContainText('Active until');
    await expect(profile.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
    expect(await currentUser(page)).toMatchObject({ membershipActive: true, membershipEndDate: null });
    await page.unroute('**/api/subscription/keep');

    // The profile: a refusal shows the server's reason; then keeping works there too.
    expect((await cancel()).ok()).toBe(true);
    await page.goto('/profile');
    const info = page.getByTestId('profile-info-card');
    await expect(info.getByTestId('membership-active-until')).toHaveText(`Active until ${until}`);
    const refusal = 'Your membership has already ended. Please subscribe again to rejoin.';
    await page.route('**/api/subscription/keep', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: refusal }),
      }),
    );
    await info.getByRole('button', { name: 'Keep my membership' }).click();
    await expect(toast(page, 'Error')).toContainText(refusal);
    await page.unroute('**/api/subscription/keep');
    await info.getByRole('button', { name: 'Keep my membership' }).click();
    await expect(toast(page, 'Membership kept')).toBeVisible();
    await expect(page.getByTestId('membership-active-until')).toHaveCount(0);
    await expect(info).toContainText('Active Member');
    await expect(info.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  });
});

test.describe('drop-in fees paid online', () => {
  const ZONE = 'America/New_York';
  const noon = (days: number) =>
    DateTime.now().setZone(ZONE).startOf('day').plus({ days }).set({ hour: 12 }).toUTC().toISO() as string;
  /** The server's clock (the test clock of the e2e server). */
  const pin = async (page: Page, iso: string) => {
    const response = await page.request.put('/api/test/clock', { headers: HEADERS, data: { now: iso } });
    expect(response.ok(), 'the e2e server has its test clock (backend/test/e2e-server.ts)').toBe(true);
  };
  /** Registers for the session this many days from today. */
  const registerIn = async (page: Page, days: number) => {
    const attendanceDate = DateTime.now().setZone(ZONE).startOf('day').plus({ days }).toISODate();
    const registered = await page.request.post('/api/user-schedule', {
      headers: HEADERS,
      data: { attendanceDate, attending: true },
    });
    expect(registered.ok()).toBe(true);
  };
  /** Pays what the dashboard's ledger says is outstanding, with the good card. */
  const payOnDashboard = async (page: Page, ledger: Locator, owed: number) => {
    await ledger.getByRole('button', { name: `Pay $${owed}.00` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('fake-card-number').fill(GOOD_CARD);
    await dialog.getByRole('button', { name: `Pay $${owed}.00` }).click();
    await expect(toast(page, 'Payment Successful')).toBeVisible();
    await expect(ledger.getByTestId('fees-outstanding')).toHaveText('$0.00');
  };

  test.afterAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    await api.delete('/api/test/clock', { headers: HEADERS }).catch(() => undefined);
    await api.dispose();
  });

  test('a non-member pays the outstanding drop-in fee; the ledger shows it paid', async ({ page }) => {
    // Register today for the day after tomorrow, then that day's session is over and its drop-in fee is due.
    await useFakeStripe(page);
    await pin(page, noon(0));
    await signUp(page);
    await registerIn(page, 2);
    await pin(page, noon(2));
    const owed = (await (await page.request.get('/api/fees')).json()).outstanding as number;
    expect(owed).toBeGreaterThan(0);

    await page.goto('/dashboard');
    const ledger = page.getByTestId('fees-ledger');
    await expect(ledger).toContainText('Unpaid');
    await payOnDashboard(page, ledger, owed);
    await expect(ledger).toContainText('Paid');
    await expect(ledger.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await pin(page, noon(0));
  });

  test('fees paid twice (an older payment went through late) show as credit, never as paid twice', async ({
    page,
  }) => {
    const standIn = (path: string, body: object) =>
      fetch(`${stripeStandInUrl()}${path}`, { method: 'POST', body: JSON.stringify(body) });
    await useFakeStripe(page);
    await pin(page, noon(0));
    await signUp(page);
    await registerIn(page, 2);
    await registerIn(page, 3);
    // One tab pays the first session's fee; Stripe's webhook is late, so the fee still looks unpaid.
    await pin(page, noon(2));
    const first = await (await page.request.post('/api/fees/pay', { headers: HEADERS })).json();
    const paidLate = await standIn('/_test/confirm', {
      clientSecret: first.clientSecret,
      outcome: 'succeeded',
      late: true,
    });
    expect(paidLate.ok).toBe(true);

    // The next day the member pays both fees on the dashboard.
    await pin(page, noon(3));
    await page.goto('/dashboard');
    const ledger = page.getByTestId('fees-ledger');
    const owed = (await (await page.request.get('/api/fees')).json()).outstanding as number;
    expect(owed).toBeGreaterThan(first.amount);
    await payOnDashboard(page, ledger, owed);

    // The first payment lands: its money is the member's credit, said on the ledger.
    expect((await standIn('/_test/release-late-webhooks', {})).ok).toBe(true);
    await page.reload();
    await expect(ledger.getByTestId('fee-credit')).toContainText(
      `Credit $${first.amount}.00 — paid twice for the same fees`,
    );
    await expect(ledger.getByTestId('fees-credit')).toHaveText(`−$${first.amount}.00`);
    await expect(ledger.getByTestId('fees-outstanding')).toHaveText('$0.00');
    await pin(page, noon(0));
  });
});
