import { signUpThroughApi } from '../support/profile';
import { expect, test } from '../support/test';

// The shared Unauthorized handler. A member whose session ends while the app is open
// (signed out in another tab, expired) is told so and sent to sign in again.
test('a member whose session ended is told "Unauthorized" and sent to sign in again', async ({ page }) => {
  await signUpThroughApi(page);
  // The toast lives 500 ms before the full-page redirect; a loaded machine can poll past that
  // window, so every notification the page shows is recorded where the redirect cannot wipe it.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll('.ant-notification-notice')) {
        const seen: string[] = JSON.parse(sessionStorage.getItem('seenNotices') ?? '[]');
        const text = notice.textContent ?? '';
        if (!seen.includes(text)) sessionStorage.setItem('seenNotices', JSON.stringify([...seen, text]));
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
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

  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  const seenNotices: string[] = await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('seenNotices') ?? '[]'),
  );
  expect(seenNotices).toContainEqual(
    expect.stringMatching(/Unauthorized.*You are logged out\. Logging in again\.\.\./),
  );
});
