import { expectNoAxeViolations } from '../support/axe';
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
    await page.goto('/');
    await expect(page.getByTestId('weekday-practices')).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectNoAxeViolations(page);
  });

  test('faq with a question open', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Who is the membership for?' }).click();
    await expectNoAxeViolations(page);
  });
});
