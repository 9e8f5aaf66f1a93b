import { expect, test } from '../support/test';

// /dashboard redirects a signed-out visitor to /signin (tests/e2e/schedule-member.spec.ts).
const SIGNED_OUT_ROUTES: [path: string, heading: string][] = [
  ['/', "Let's do Sadhana"],
  ['/signin', 'Welcome Back'],
  ['/signup', 'Join Our Community'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password?token=abc', 'Reset Password'],
  ['/subscribe', 'Monthly Membership'],
  ['/privacy', 'Privacy & TOC'],
  ['/faq', 'Frequently Asked Questions'],
];

test.describe('route table, signed out', () => {
  for (const [path, heading] of SIGNED_OUT_ROUTES) {
    test(`${path} renders its page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('/admin signed out says "Access Denied", then goes home', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access Denied');
    await expect(page.getByText('Admin access required. Redirecting...').first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of ['/this-path-does-not-exist', '/dashboard/extra/segments']) {
    test(`${path} shows the not-found page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Pause in the Path');
    });
  }
});

test.describe('not-found page', () => {
  test('has its sentence, a Return Home link, the top bar and the footer', async ({ page }) => {
    await page.goto(`/random-${Date.now()}`);
    await expect(page).toHaveTitle(/A Pause in the Path/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Pause in the Path');
    await expect(page.getByRole('main')).toContainText(
      "This page is empty, but your journey isn't. Every detour opens a new direction.",
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's do Sadhana");
  });

  test('top bar anchors lead back to the landing sections', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('banner').getByRole('link', { name: 'Membership', exact: true }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing h2')).toBeInViewport();
  });
});

test('screens are lazy-loaded: the landing page does not load the privacy or FAQ code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByTestId('weekday-practices')).toBeVisible();
  expect(scripts.some((path) => /PrivacyPage|FaqPage|AdminPage/.test(path))).toBe(false);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  expect(scripts.some((path) => path.includes('FaqPage'))).toBe(true);
});
