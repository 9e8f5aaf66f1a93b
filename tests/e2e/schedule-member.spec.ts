import type { Locator, Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { signInAsAdmin } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

// The member's daily flow against the real server: sign up through the API, register for
// the day after tomorrow on /dashboard, see it on home, cancel it; the locked cards; the 401 path.
//
// Which cards are locked depends on the clock. When the e2e server has the test clock
// (backend/test/e2e-server.ts, PUT /api/test/clock), server and browser are both pinned to today's
// noon in New York, where the layout is fixed: the sessions of today and before have started
// ("Past"), tomorrow's starts within 24 hours, the three after are open. Without it the expected
// labels are computed from the real time with the same rules (luxon, independent of the app's code).

const ZONE = 'America/New_York';
const HEADERS = { 'X-Requested-With': 'sadhana' };
const PASSWORD = 'practise-daily-42';

interface Practice {
  dayOfWeek: number;
  name: string;
  startTime: string;
  endTime: string;
}

interface Clock {
  now: DateTime;
  /** true when the server and the browser run on a pinned clock */
  pinned: boolean;
}

async function pinClock(page: Page, instant: DateTime): Promise<boolean> {
  const response = await page.request.put('/api/test/clock', {
    headers: HEADERS,
    data: { now: instant.toUTC().toISO() },
  });
  if (!response.ok()) return false;
  await page.clock.setFixedTime(instant.toJSDate());
  return true;
}

/** Pins server and browser to today's noon, Eastern, when the server allows it; the real time otherwise. */
async function useStudioClock(page: Page): Promise<Clock> {
  const noon = DateTime.now().setZone(ZONE).set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
  if (await pinClock(page, noon)) return { now: noon, pinned: true };
  return { now: DateTime.now().setZone(ZONE), pinned: false };
}

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await request.delete('/api/test/clock', { headers: HEADERS }).catch(() => undefined);
  await request.dispose();
});

async function signUp(page: Page, firstName = 'Meera'): Promise<{ email: string }> {
  const email = `member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/signup', {
    headers: HEADERS,
    data: { firstName, lastName: 'Iyer', email, password: PASSWORD },
  });
  expect(response.ok(), `sign-up answered ${response.status()}: ${await response.text()}`).toBe(true);
  return { email };
}

async function practices(page: Page): Promise<Practice[]> {
  const response = await page.request.get('/api/practices');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Practice[];
}

function practiceOn(all: Practice[], date: DateTime): Practice {
  const practice = all.find((p) => p.dayOfWeek === date.weekday % 7);
  if (!practice) throw new Error(`no practice on ${date.toISODate()}`);
  return practice;
}

function clockText(time: string): string {
  return DateTime.fromFormat(time, 'HH:mm').toFormat('h:mm a');
}

type Expected = 'open' | 'past' | 'within-24-hours';

function expectedLock(all: Practice[], date: DateTime, now: DateTime): Expected {
  const [hour, minute] = practiceOn(all, date).startTime.split(':').map(Number);
  const start = DateTime.fromObject(
    { year: date.year, month: date.month, day: date.day, hour, minute },
    { zone: ZONE },
  );
  if (now >= start) return 'past';
  if (start.diff(now, 'hours').hours < 24) return 'within-24-hours';
  return 'open';
}

function studioDay(now: DateTime, offset: number): DateTime {
  return now.setZone(ZONE).startOf('day').plus({ days: offset });
}

function dayCard(page: Page, date: DateTime): Locator {
  return page.getByTestId('rolling-schedule').locator(`button[data-date="${date.toISODate()}"]`);
}

/** The toast with this title (a previous one may still be fading out beside it). */
function toast(page: Page, title: string): Locator {
  return page
    .locator('.ant-notification-notice:not(.ant-notification-fade-leave)')
    .filter({ hasText: title });
}

test.describe('member schedule (real server)', () => {
  test('register for the day after tomorrow, see it on home, cancel it', async ({ page }) => {
    const clock = await useStudioClock(page);
    const all = await practices(page);
    await signUp(page);
    const target = studioDay(clock.now, 2);
    const practice = practiceOn(all, target);
    const time = `${clockText(practice.startTime)} - ${clockText(practice.endTime)}`;

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Sadhana Schedule');
    await expect(page.getByRole('heading', { name: 'Rolling 7-Day Practice Schedule' })).toBeVisible();
    const cards = page.getByTestId('rolling-schedule').getByRole('button');
    await expect(cards).toHaveCount(7);
    await expect(cards.first()).toHaveAttribute('data-date', studioDay(clock.now, -2).toISODate() as string);
    await expect(cards.last()).toHaveAttribute('data-date', studioDay(clock.now, 4).toISODate() as string);

    const card = dayCard(page, target);
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await expect(card).toContainText(practice.name);
    await expect(card).toContainText(time);
    await expect(card.getByTestId('day-card-status')).toHaveText('Tap to register');

    await card.click();
    await expect(toast(page, 'Registered')).toContainText(
      `See you on ${target.toFormat('cccc, LLL d')} at ${clockText(practice.startTime)}.`,
    );
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByTestId('day-card-status')).toHaveText('✓ Registered');
    await expect(page.getByTestId('this-week-sessions')).toContainText(practice.name);

    // Two taps on a phone: the top bar's Home, and the session is there.
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'My Upcoming Sessions' })).toBeVisible();
    const upcoming = page.getByTestId('upcoming-sessions').locator(`[data-date="${target.toISODate()}"]`);
    await expect(upcoming).toContainText(target.toFormat('cccc'));
    await expect(upcoming).toContainText(target.toFormat('LLL d, yyyy'));
    await expect(upcoming).toContainText(practice.name);
    await expect(upcoming).toContainText(time);
    await expect(upcoming.getByTestId('status-badge')).toHaveText('Registered');
    await expect(page.getByRole('main')).toContainText('Missed sessions incur an additional fee');
    await expect(page.getByRole('main')).toContainText('check only the sessions you plan to attend');

    await page.getByRole('banner').getByRole('link', { name: 'My Sadhana Schedule' }).click();
    await expect(dayCard(page, target)).toHaveAttribute('aria-pressed', 'true');
    await dayCard(page, target).press('Enter');
    await expect(toast(page, 'Registration cancelled')).toContainText('You are no longer registered');
    await expect(dayCard(page, target)).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByTestId('no-upcoming-sessions')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Upcoming Sessions' })).toHaveCount(0);
  });

  test('on a phone: register for the day after tomorrow, see it on home in two taps', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    try {
      const clock = await useStudioClock(page);
      await signUp(page, 'Asha');
      await page.goto('/dashboard');
      const target = studioDay(clock.now, 2);
      await dayCard(page, target).tap();
      await expect(dayCard(page, target)).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('link', { name: 'Sadhana, home' }).tap();
      await expect(
        page.getByTestId('upcoming-sessions').locator(`[data-date="${target.toISODate()}"]`),
      ).toContainText('Registered');
    } finally {
      await context.close();
    }
  });

  test('the locked cards: "Past", "Too late to register" and "Too late to cancel"', async ({ page }) => {
    const clock = await useStudioClock(page);
    const all = await practices(page);
    await signUp(page);
    await page.goto('/dashboard');

    for (let offset = -2; offset <= 4; offset++) {
      const date = studioDay(clock.now, offset);
      const card = dayCard(page, date);
      const lock = expectedLock(all, date, clock.now);
      const label = { past: 'Past', 'within-24-hours': 'Too late to register', open: 'Tap to register' }[
        lock
      ];
      await expect(card.getByTestId('day-card-status'), `${date.toISODate()} (${offset})`).toHaveText(label);
      if (lock === 'open') await expect(card).toBeEnabled();
      else await expect(card).toHaveAttribute('aria-disabled', 'true');
    }
    // Yesterday's session and everything before have started, whatever the hour.
    await expect(dayCard(page, studioDay(clock.now, -1)).getByTestId('day-card-status')).toHaveText('Past');
    if (clock.pinned) {
      await expect(dayCard(page, studioDay(clock.now, 0)).getByTestId('day-card-status')).toHaveText('Past');
      await expect(dayCard(page, studioDay(clock.now, 1)).getByTestId('day-card-status')).toHaveText(
        'Too late to register',
      );
    }

    // A locked card does nothing when clicked: no request leaves the page.
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/user-schedule')) posted = true;
    });
    await dayCard(page, studioDay(clock.now, -1)).click({ force: true });
    await expect(dayCard(page, studioDay(clock.now, -1))).toHaveAttribute('aria-pressed', 'false');
    expect(posted).toBe(false);

    // The e2e server always has its test clock (backend/test/e2e-server.ts).
    expect(clock.pinned, 'the e2e server needs its test clock (backend/test/e2e-server.ts)').toBe(true);

    // Registered for the day after tomorrow; a day later it is less than 24 hours away.
    const target = studioDay(clock.now, 2);
    await dayCard(page, target).click();
    await expect(dayCard(page, target)).toHaveAttribute('aria-pressed', 'true');
    expect(await pinClock(page, clock.now.plus({ days: 1 }))).toBe(true);
    await page.reload();
    await expect(dayCard(page, target).getByTestId('day-card-status')).toHaveText('Too late to cancel');
    await expect(dayCard(page, target)).toHaveAttribute('aria-disabled', 'true');
    await expect(dayCard(page, target)).toHaveAttribute('aria-pressed', 'true');

    // The server is the authority: a browser whose clock lags still gets the server's 409 message.
    await page.clock.setFixedTime(clock.now.toJSDate());
    await page.reload();
    await expect(dayCard(page, target).getByTestId('day-card-status')).toHaveText('✓ Registered');
    await dayCard(page, target).click();
    await expect(toast(page, 'Error')).toContainText(/too late|24 hours/i);
    await expect(dayCard(page, target)).toHaveAttribute('aria-pressed', 'true');
  });

  test('signed out meanwhile, a toggle shows "Authentication Required" and goes to /signup', async ({
    page,
    context,
  }) => {
    const clock = await useStudioClock(page);
    await signUp(page);
    const answered = (path: string) => page.waitForResponse((response) => response.url().endsWith(path));
    const dashboardLoaded = Promise.all(
      ['/api/user-schedule', '/api/user-past-attendance', '/api/fees', '/api/calendar-feed'].map(answered),
    );
    await page.goto('/dashboard');
    const card = dayCard(page, studioDay(clock.now, 3));
    await expect(card).toHaveAttribute('aria-pressed', 'false');

    // Sessions roll: every answer renews the cookie, so the page's own calls must be answered before
    // the cookie is dropped, or a late answer brings it back.
    await dashboardLoaded;
    await context.clearCookies();
    await card.click();
    await expect(toast(page, 'Authentication Required')).toContainText(
      'Please sign up or sign in to continue',
    );
    await expect(page).toHaveURL(/\/signup$/);
    // The app forgot the ended session: the visitor's top bar, and no bounce on to /signin.
    await expect(page.getByRole('heading', { name: 'Join Our Community' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Out' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('signed out, /dashboard redirects to /signin', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
  });

  test('home for a signed-in non-member: cards, schedule, promo and quick actions', async ({ page }) => {
    const clock = await useStudioClock(page);
    const all = await practices(page);
    await signUp(page, 'Arjun');
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Arjun');
    const status = page.getByTestId('membership-status');
    await expect(status).toContainText('Inactive');
    await expect(status.getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', '/subscribe');

    const tomorrow = practiceOn(all, studioDay(clock.now, 1));
    const next = page.getByTestId('next-practice');
    await expect(next).toContainText(tomorrow.name);
    await expect(next).toContainText(`${clockText(tomorrow.startTime)} - ${clockText(tomorrow.endTime)}`);
    await expect(page.getByTestId('member-benefits-summary')).toContainText('15% Off');

    await expect(page.getByRole('heading', { name: 'My Upcoming Sessions' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your Practice Schedule' })).toBeVisible();
    await expect(page.getByTestId('practice-schedule').getByRole('listitem')).toHaveCount(all.length);

    const promo = page.getByTestId('membership-promo');
    await expect(promo).toContainText('$150/month');
    await expect(promo).toContainText('Cancel anytime');
    await expect(promo.getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', '/subscribe');

    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await expect(actions.getByRole('link', { name: /My Sadhana Schedule/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(actions.getByRole('link', { name: /Browse Workshops/ })).toHaveAttribute(
      'href',
      '/programs',
    );
    await expect(actions.getByRole('link', { name: /Contact Us/ })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'href',
      '/faq',
    );
  });

  test('dashboard for a non-member: notices, profile, lists, fees and calendar feed', async ({ page }) => {
    await useStudioClock(page);
    const { email } = await signUp(page);
    await page.goto('/dashboard');

    const main = page.getByRole('main');
    await expect(page.getByTestId('drop-in-notice')).toContainText('$50 weekdays • $100 Saturday/Sunday');
    await expect(page.getByTestId('drop-in-notice')).toContainText('Members get unlimited access');

    const profile = page.getByTestId('profile-card');
    await expect(profile.getByRole('heading', { name: 'Meera Iyer' })).toBeVisible();
    await expect(profile).toContainText(email);
    await expect(profile).toContainText('Inactive');
    await expect(profile).not.toContainText('Member Since');
    await expect(profile.getByRole('link', { name: 'Become a Member' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    await expect(profile.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await expect(
      page.getByTestId('membership-card').getByRole('link', { name: 'Become a Member' }),
    ).toBeVisible();
    await expect(page.getByTestId('next-practice')).toBeVisible();

    await expect(page.getByTestId('attendance-policy')).toContainText('24 hours');
    await expect(page.getByTestId('attendance-policy')).toContainText('$20 fee');
    await expect(page.getByTestId('non-member-notice')).toContainText('$50');
    await expect(main.getByRole('heading', { name: 'This week sessions' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Past Schedule' })).toBeVisible();
    await expect(main).toContainText('No past sessions yet.');
    await expect(page.getByTestId('member-benefits')).toHaveCount(0);

    await expect(page.getByTestId('fees-ledger')).toContainText(
      'No fees — thank you for practising with us.',
    );

    const feed = page.getByTestId('calendar-feed');
    await feed.getByRole('button', { name: 'Create Calendar Link' }).click();
    const link = feed.getByLabel('Your private calendar link');
    await expect(link).toHaveValue(/^https?:\/\/.+/);
    await expect(feed).toContainText('Anyone with this link can see your practice schedule');
    const ics = await page.request.get(await link.inputValue());
    expect(ics.ok()).toBe(true);
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');

    await feed.getByRole('button', { name: 'Turn Off' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Turn Off' }).click();
    await expect(feed.getByRole('button', { name: 'Create Calendar Link' })).toBeVisible();
  });

  test('axe-core finds no WCAG 2.1 A/AA violation on /dashboard and signed-in /', async ({ page }) => {
    const clock = await useStudioClock(page);
    await signUp(page);
    await page.goto('/dashboard');
    const target = dayCard(page, studioDay(clock.now, 2));
    await target.click();
    await expect(target).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('fees-ledger').locator('[role="status"]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/');
    await expect(page.getByTestId('upcoming-sessions')).toBeVisible();
    await expect(page.getByTestId('practice-schedule')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an active member: benefits, Member Since, and Cancel Subscription with its prompt and error toast', async ({
    page,
  }) => {
    // The member flag is set on the real current-user answer only: the server's membership read model
    // knows no membership, so it refuses the cancel (409) and the error toast shows. The real flow,
    // paid through the Stripe stand-in, is in membership.spec.ts.
    await useStudioClock(page);
    await signUp(page);
    await page.route('**/api/auth/user', async (route) => {
      const response = await route.fetch();
      const user = await response.json();
      await route.fulfill({
        response,
        json: {
          ...user,
          membershipActive: true,
          membershipStartDate: '2026-09-01T14:00:00.000Z',
          // A paid membership (a complimentary one has nothing at Stripe to cancel, and no button).
          stripeSubscriptionId: 'sub_not_at_the_server',
        },
      });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/cancel-subscription', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');

    const profile = page.getByTestId('profile-card');
    await expect(profile).toContainText('Active');
    await expect(profile).toContainText('Member Since');
    await expect(profile).toContainText('September 1, 2026');
    await expect(page.getByTestId('member-benefits')).toContainText('15% off retreats');
    await expect(page.getByTestId('non-member-notice')).toHaveCount(0);
    await expect(
      page.getByTestId('membership-card').getByRole('link', { name: 'View Profile' }),
    ).toHaveAttribute('href', '/profile');

    await profile.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'Are you sure you want to cancel your subscription? You will lose access to member benefits at the end of your current billing period.',
    );
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(profile.getByRole('button', { name: 'Cancelling...' })).toBeVisible();
    release();
    await expect(toast(page, 'Error')).toContainText('Failed to cancel subscription. Please try again.');
    await expect(profile.getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
  });

  test('a full session: waitlisted "1st", then promoted when another member cancels', async ({
    page,
    playwright,
  }) => {
    const clock = await useStudioClock(page);
    expect(clock.pinned, 'the e2e server needs its test clock (backend/test/e2e-server.ts)').toBe(true);
    // Four days ahead: open, and a date the other tests here do not register for.
    const target = studioDay(clock.now, 4);
    const date = target.toISODate() as string;
    const admin = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const other = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    const setCapacity = async (capacity: number | null) => {
      const response = await admin.put(`/api/admin/sessions/${date}`, {
        headers: HEADERS,
        data: { capacity },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as { registered: number };
    };
    const toggleOther = async (attending: boolean) => {
      const response = await other.post('/api/user-schedule', {
        headers: HEADERS,
        data: { attendanceDate: date, attending },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return response.json();
    };
    try {
      await signInAsAdmin(admin);
      // One place left, whoever registered for the date before.
      const { registered } = await setCapacity(1);
      await setCapacity(registered + 1);
      const email = `member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      const signedUp = await other.post('/api/auth/signup', {
        headers: HEADERS,
        data: { firstName: 'Asha', lastName: 'Rao', email, password: PASSWORD },
      });
      expect(signedUp.ok()).toBe(true);
      expect(await toggleOther(true)).toMatchObject({ registered: true });

      await signUp(page);
      await page.goto('/dashboard');
      const card = dayCard(page, target);
      await card.click();
      await expect(toast(page, 'Waitlisted')).toContainText('you are 1st on the waitlist');
      await expect(card.getByTestId('day-card-status')).toHaveText('Waitlisted · 1st');
      await expect(card).toHaveAttribute('aria-pressed', 'true');

      // The other member cancels more than 24 hours ahead: the place is the waiting member's.
      await toggleOther(false);
      await page.reload();
      await expect(card.getByTestId('day-card-status')).toHaveText('✓ Registered');
    } finally {
      await setCapacity(null).catch(() => undefined);
      await admin.dispose();
      await other.dispose();
    }
  });
});
