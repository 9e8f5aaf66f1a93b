import { DateTime } from 'luxon';
import { expectNoAxeViolations } from '../support/axe';
import { advanceStripe, stripeInvoices } from '../support/fake-stripe';
import { coveredControls } from '../support/layout';
import { becomeMember, currentUser } from '../support/member';
import { expect, test } from '../support/test';
import { toast } from '../support/toasts';

// Pausing a paid membership while away (issue 38, item 6), end to end: the real server, its Stripe
// calls answered by the stand-in started in global-setup, which bills on its own clock (moved here
// for this one subscription) and delivers signed webhooks back to the server.

const DAY = 86_400;

/** What the stand-in charged, one line per invoice: cents, and the days it bills for. */
async function charges(subscriptionId: string) {
  return (await stripeInvoices(subscriptionId)).map((invoice) => ({
    amount: invoice.amountDue,
    status: invoice.status,
    from: invoice.periodStart,
    to: invoice.periodEnd,
  }));
}

test('a member pauses for two weeks, is not charged for them, sees "Paused until …", and resumes', async ({
  page,
}) => {
  const subscriptionId = await becomeMember(page);
  const [first] = await charges(subscriptionId);
  expect(first).toMatchObject({ amount: 15000, status: 'paid' });
  const today = DateTime.now().setZone('America/New_York').startOf('day');
  const lastPausedDay = today.plus({ days: 13 });
  const until = lastPausedDay.toFormat('LLLL d, yyyy');

  await page.goto('/profile');
  const info = page.getByTestId('profile-info-card');
  await expect(info).toContainText('Active Member');
  const form = info.getByTestId('membership-pause');
  await expect(form).toContainText('Pause for 1 to 8 weeks from today');
  await expect(form.getByLabel('Pause for')).toBeVisible();
  await expect(form.locator('.ant-select')).toContainText('2 weeks');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => coveredControls(page, '[data-testid="profile-info-card"]')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Pause membership' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Pause for 2 weeks, from today until ${until}?`);
  await expect(dialog).toContainText('You are not charged for these weeks');
  await dialog.getByRole('button', { name: 'Pause membership' }).click();
  await expect(toast(page, 'Membership paused')).toContainText(`Paused until ${until}.`);
  await expect(info.getByTestId('membership-paused-until')).toHaveText(`Paused until ${until}`);
  await expect(info).toContainText('Your membership is paused');
  await expect(info.getByRole('button', { name: 'Resume my membership' })).toBeVisible();
  expect(await currentUser(page)).toMatchObject({
    membershipActive: false,
    membershipPausedUntil: lastPausedDay.toISODate(),
  });
  await expectNoAxeViolations(page);

  // Stripe: nothing charged when the paid month runs out, inside the pause; the next $150 comes exactly
  // the two paused weeks later.
  expect((await charges(subscriptionId)).map((c) => c.amount)).toEqual([15000, 0]);
  await advanceStripe(subscriptionId, new Date((first.to + DAY) * 1000));
  expect((await charges(subscriptionId)).map((c) => c.amount)).toEqual([15000, 0]);
  await advanceStripe(subscriptionId, new Date((first.to + 14 * DAY) * 1000));
  const after = await charges(subscriptionId);
  expect(after.map((c) => c.amount)).toEqual([15000, 0, 15000]);
  expect(after[2].from - first.to).toBe(14 * DAY);
  expect(after[2].status).toBe('paid');

  // Every screen says it.
  await page.goto('/');
  const status = page.getByTestId('membership-status');
  await expect(status).toContainText('Paused');
  await expect(status.getByTestId('membership-paused-until')).toHaveText(`Paused until ${until}`);
  await page.goto('/dashboard');
  const card = page.getByTestId('profile-card');
  await expect(card.getByTestId('membership-paused-until')).toHaveText(until);
  await expect(page.getByTestId('non-member-notice')).toHaveCount(0);

  // Back early: resumed from the profile, a member again today.
  await page.goto('/profile');
  await info.getByRole('button', { name: 'Resume my membership' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Resume membership' }).click();
  await expect(toast(page, 'Membership resumed')).toContainText('Welcome back');
  await expect(info).toContainText('Active Member');
  await expect(info.getByTestId('membership-paused-until')).toHaveCount(0);
  expect(await currentUser(page)).toMatchObject({ membershipActive: true, membershipPausedUntil: null });
});
