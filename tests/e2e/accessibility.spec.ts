import { stubSignedIn } from '../support/api-stubs';
import { expectNoAxeViolations } from '../support/axe';
import { openPage } from '../support/open-page';
import { expect, test } from '../support/test';

const PAGES: [name: string, path: string, heading: string][] = [
  ['landing', '/', "Let's do Sadhana"],
  ['privacy', '/privacy', 'Privacy & TOC'],
  ['faq', '/faq', 'Frequently Asked Questions'],
  ['not-found', '/no-such-page', 'A Pause in the Path'],
  ['sign in', '/signin', 'Welcome Back'],
];

test.describe('axe-core: no WCAG 2.1 A/AA violations', () => {
  for (const [name, path, heading] of PAGES) {
    test(`${name} (${path})`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      if (path === '/') await expect(page.getByTestId('weekday-practices')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('landing at 375 px with the menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/');
    await expect(page.getByTestId('weekday-practices')).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoAxeViolations(page);
  });

  test('faq with a question open', async ({ page }) => {
    await openPage(page, '/faq');
    await page.locator('summary', { hasText: 'Who is the membership for?' }).click();
    await expect(page.getByText('For practitioners who have already learned the practices')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// A member sees the red controls (Cancel Subscription, the calendar feed's Turn Off) and their
// confirmation dialogs; antd's default red on white is 3.26:1, under AA's 4.5:1 for text.
test.describe('axe-core on the member screens, signed in as an active member', () => {
  test.beforeEach(async ({ page }) => {
    await stubSignedIn(page, { membershipActive: true });
  });

  test('home (/)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Meera' })).toBeVisible();
    await expect(page.getByTestId('practice-schedule')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('dashboard with the calendar feed on, and the Turn Off and Cancel Subscription prompts', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const feed = page.getByTestId('calendar-feed');
    await feed.getByRole('button', { name: 'Create Calendar Link' }).click();
    await expect(feed.getByRole('button', { name: 'Turn Off' })).toBeVisible();
    const profile = page.getByTestId('profile-card');
    await expect(profile.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
    await expect(page.getByTestId('fees-ledger').locator('[role="status"]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await feed.getByRole('button', { name: 'Turn Off' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Turn Off' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Keep It' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await profile.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('profile, and its Cancel Subscription prompt', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    const cancel = page.getByRole('button', { name: 'Cancel Subscription' });
    await expect(cancel).toBeVisible();
    await expectNoAxeViolations(page);

    await cancel.click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
