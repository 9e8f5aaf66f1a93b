import { DateTime } from 'luxon';
import { signInAsAdmin } from '../support/admin';
import { appUrl } from '../support/app-url';
import { expectNoAxeViolations } from '../support/axe';
import { coveredControls } from '../support/layout';
import { becomeMember, currentUser, newEmail } from '../support/member';
import { expect, test } from '../support/test';
import { toast } from '../support/toasts';

// The admin pauses a paying member's membership for them from the user dialog, and resumes it: the
// real admin (its passkey: a fresh step-up), a real member paid through the Stripe stand-in.

test('the admin pauses a member for three weeks from the user dialog, sees Paused, and resumes it', async ({
  page,
  playwright,
}) => {
  const member = await playwright.request.newContext({ baseURL: appUrl() });
  const email = newEmail();
  await becomeMember({ request: member }, email);
  const lastPausedDay = DateTime.now().setZone('America/New_York').startOf('day').plus({ days: 20 });
  const until = lastPausedDay.toFormat('LLL d, yyyy');

  await signInAsAdmin(page.request);
  await page.goto('/admin');
  await page.getByLabel('Search users by name or email').fill(email);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Meera Iyer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'User Profile Details' });
  const pauses = dialog.getByTestId('membership-pauses');
  await expect(pauses).toContainText('No pause yet.');
  await pauses.getByLabel('Pause for').click();
  await page.locator('.ant-select-item-option[title="3 weeks"]').click();
  await pauses.getByRole('button', { name: 'Pause membership' }).click();
  await expect(toast(page, 'Membership paused')).toBeVisible();
  await expect(pauses.getByTestId('member-paused-until')).toContainText(until);
  await expect(pauses).toContainText('(3 weeks)');
  await expect(pauses).toContainText('Paused by studio-admin@example.com');
  await expect(dialog).toContainText(`Paused until ${until}`);
  expect(await currentUser({ request: member })).toMatchObject({
    membershipActive: false,
    membershipPausedUntil: lastPausedDay.toISODate(),
  });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => coveredControls(page, '.ant-modal')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expectNoAxeViolations(page);

  await pauses.getByRole('button', { name: 'Resume membership' }).click();
  await expect(toast(page, 'Membership resumed')).toBeVisible();
  await expect(pauses.getByTestId('member-paused-until')).toHaveCount(0);
  await expect(pauses.getByRole('button', { name: 'Pause membership' })).toBeVisible();
  expect(await currentUser({ request: member })).toMatchObject({
    membershipActive: true,
    membershipPausedUntil: null,
  });
  await member.dispose();
});
