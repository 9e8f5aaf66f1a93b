import { signUpThroughApi } from '../support/profile';
import { expect, test } from '../support/test';

// Spec §8: the shared Unauthorized handler. A member whose session ends while the app is open
// (signed out in another tab, expired) is told so and sent to sign in again.
test('a member whose session ended is told "Unauthorized" and sent to sign in again', async ({ page }) => {
  await signUpThroughApi(page);
  const homeLoaded = page.waitForResponse((response) => response.url().endsWith('/api/user-schedule'));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome, Meera' })).toBeVisible();

  // Sessions roll: every answer renews the cookie, so the page's own calls must all be answered
  // before the cookie is dropped, or a late answer brings it back (the landing page hands over to the
  // app, whose calls follow the landing page's own).
  await homeLoaded;
  await page.waitForLoadState('networkidle');
  await page.context().clearCookies();
  // The dashboard fetches the member's schedule afresh; the server answers 401.
  await page.getByRole('navigation').getByRole('link', { name: 'My Sadhana Schedule' }).click();

  await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible();
  await expect(page.getByText('You are logged out. Logging in again...')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});
