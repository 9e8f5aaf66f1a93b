import path from 'node:path';
import { signInAsAdmin } from '../support/admin';
import { signUpThroughApi } from '../support/profile';
import { expect, test } from '../support/test';

/**
 * The README's two pictures, taken from the running app: `npm run screenshots` (see package.json)
 * seeds a studio, starts the app on it and runs this file alone. Not part of `npm test`.
 */
// run-e2e.mjs runs Playwright from the repository's root.
const IMAGES = path.resolve('docs/images');

test('a member’s schedule: the rolling week, two sessions registered', async ({ page }) => {
  await signUpThroughApi(page, 'Meera');
  await page.goto('/dashboard');
  const cards = page.getByTestId('rolling-schedule').getByRole('button', { pressed: false });
  // The last days of the week are open (the first two are past, the next under the 24-hour lock).
  for (const card of [cards.last(), cards.nth(-2)]) {
    const date = await card.getAttribute('data-date');
    await card.click();
    await expect(page.locator(`button[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');
  }
  // The page as it opens, once the toasts (5 s each) have gone.
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(IMAGES, 'member-schedule.png') });
});

test('the admin’s users, among the seeded studio’s members', async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.goto('/admin');
  await expect(page.getByText(/Seed Member/).first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: path.join(IMAGES, 'admin-users.png') });
});
