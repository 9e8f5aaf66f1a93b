import { holdCurrentUser, stubSignedIn } from '../support/api-stubs';
import { useFakeStripe } from '../support/fake-stripe';
import { expect, test } from '../support/test';

// The auth screens are built by a later issue; until then the signed-in state is produced by
// stubbing GET /api/auth/user, the single input the shell reads.

test.describe('signed-in route table and shell', () => {
  test('top bar, footer and home for a signed-in member', async ({ page }) => {
    await stubSignedIn(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Meera');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'My Sadhana Schedule' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(nav.getByRole('link', { name: /Studio Site/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(nav.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: /Studio Site/ })).toHaveAttribute('href', /^https:\/\//);
    await expect(footer.getByRole('link', { name: 'Privacy & TOC' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');

    await nav.getByRole('link', { name: 'My Sadhana Schedule' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Sadhana Schedule');
  });

  test('Admin link and /admin for an admin', async ({ page }) => {
    // An admin with a second factor: one without it is walked through adding one (admin.spec.ts).
    await stubSignedIn(page, { isAdmin: true, email: 'admin@example.com', secondFactors: ['totp'] });
    await page.goto('/');
    const adminLink = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Admin',
    });
    await expect(adminLink).toHaveAttribute('href', '/admin');
    await adminLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
  });

  const SIGNED_IN_ROUTES: [string, string][] = [
    ['/dashboard', 'My Sadhana Schedule'],
    // The stub signs in a member, not an admin: RequireAdmin turns them away (admin.spec.ts has the real admin).
    ['/admin', 'Access Denied'],
    ['/subscribe', 'Monthly Membership'],
    ['/profile', 'Your Profile'],
    ['/signin', 'Welcome Back'],
    ['/signup', 'Join Our Community'],
    ['/privacy', 'Privacy & TOC'],
    ['/faq', 'Frequently Asked Questions'],
    ['/forgot-password', 'A Pause in the Path'],
    ['/reset-password', 'A Pause in the Path'],
    ['/elsewhere', 'A Pause in the Path'],
  ];
  for (const [path, heading] of SIGNED_IN_ROUTES) {
    test(`signed in, ${path} shows "${heading}"`, async ({ page }) => {
      // /subscribe loads Stripe.js for its payment form: the real one is out of reach here.
      await useFakeStripe(page);
      await stubSignedIn(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('Sign Out is a full-page navigation to /api/logout', async ({ page }) => {
    await stubSignedIn(page);
    await page.goto('/');
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/logout');
    await page.getByRole('banner').getByRole('link', { name: 'Sign Out' }).click();
    expect((await request).isNavigationRequest()).toBe(true);
  });

  test('small-screen menu repeats the links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await stubSignedIn(page, { isAdmin: true });
    await page.goto('/faq');
    // The member's top bar replaces the visitor's once the sign-in state has arrived; a menu opened
    // before that would be the visitor's, gone with it.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /Studio Site/ })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'My Sadhana Schedule', 'Profile', 'Admin', 'Sign Out']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Profile');
    await expect(menu).toBeHidden();
  });
});

test('while the sign-in state loads, Join Community is disabled and reads "Loading..."', async ({ page }) => {
  await holdCurrentUser(page);
  await page.goto('/');
  const button = page.locator('#pricing').getByRole('button', { name: 'Loading...' });
  await expect(button).toBeDisabled();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's do Sadhana");
});
