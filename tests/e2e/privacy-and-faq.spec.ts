import { holdEntryScript, openPage } from '../support/open-page';
import { expect, test } from '../support/test';

test.describe('/privacy', () => {
  test('Terms & Conditions and Privacy Policy in 21 numbered sections', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy & TOC');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Terms & Conditions',
      'Privacy Policy',
    ]);
    const numbered = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(numbered).toHaveCount(21);
    const numbers = (await numbered.allTextContents()).map((text) => Number.parseInt(text, 10));
    expect(numbers).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  });

  test('states the school terms', async ({ page }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    await expect(main).toContainText('More than 7 days before the program: a refund of 10%.');
    await expect(main).toContainText('1-7 days before the program: a refund of 5%.');
    await expect(main).toContainText('On the day of the program: no refund.');
    await expect(main).toContainText('Refunds are processed within 4 business weeks');
    await expect(main).toContainText('Program cancellations are accepted by email or in the app.');
    await expect(main).toContainText('you may cancel your membership at any time');
    await expect(main).toContainText('The current month is charged and non-refundable');
    await expect(main).toContainText('18 years of age or older');
    for (const wait of [
      '4 hours after a full meal',
      '2.5 hours after a snack',
      '1.5 hours after beverages',
      '8 hours after alcohol',
      '1.5 hours after smoking',
    ]) {
      await expect(main.getByRole('listitem').filter({ hasText: wait })).toHaveCount(1);
    }
    await expect(main).toContainText('governed by the laws of the State of New York');
  });
});

test.describe('/faq', () => {
  test('11 questions about the membership, each expandable', async ({ page }) => {
    await openPage(page, '/faq');
    await expect(page.getByRole('main').locator('summary')).toHaveCount(11);
    const first = page.getByRole('main').locator('details').first();
    const question = first.locator('summary');
    await expect(question).toHaveText('Who is the membership for?');
    await expect(first).toHaveJSProperty('open', false);
    const answer = page.getByText('For practitioners who have already learned the practices');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(first).toHaveJSProperty('open', true);
    await expect(answer).toBeVisible();
    // From the keyboard too: Enter on the focused question closes it again.
    await question.press('Enter');
    await expect(answer).toBeHidden();
  });

  test('answers the price and cancellation questions', async ({ page }) => {
    await openPage(page, '/faq');
    await page.locator('summary', { hasText: 'Can I cancel anytime?' }).click();
    await expect(page.getByText('There is no long-term commitment')).toBeVisible();
    await page
      .locator('summary', { hasText: 'How much does the membership cost and what does it include?' })
      .click();
    await expect(page.getByText('$150 per month.', { exact: false })).toBeVisible();
  });

  test("a question opens before the page's script has run, and stays open once it has", async ({ page }) => {
    const release = await holdEntryScript(page);
    await page.goto('/faq', { waitUntil: 'commit' });
    await expect(page.locator('.site-footer')).toBeAttached();
    await page.locator('summary', { hasText: 'Can I cancel anytime?' }).click();
    const answer = page.getByText('There is no long-term commitment');
    await expect(answer).toBeVisible();
    const signInState = page.waitForResponse('**/api/auth/user');
    release();
    await signInState;
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(answer).toBeVisible();
  });
});
