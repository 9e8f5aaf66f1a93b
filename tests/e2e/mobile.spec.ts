import { openPage } from '../support/open-page';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 375, height: 740 } });

test.describe('mobile menu at 375 px', () => {
  test('the toggle opens and closes the menu with aria-expanded', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: /Our Teacher/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Schedule', exact: true })).toHaveAttribute(
      'href',
      '#schedule',
    );
    await expect(menu.getByRole('link', { name: 'Membership', exact: true })).toHaveAttribute(
      'href',
      '#pricing',
    );
    await expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');

    await close.click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('following an anchor closes the menu and shows the section', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Membership' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
    await expect(page.locator('#pricing h2')).toBeInViewport();
  });

  test('Escape closes the menu', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  });

  test('the landing page does not overflow horizontally', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('weekday-practices')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
