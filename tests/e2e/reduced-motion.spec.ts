import type { Page } from '@playwright/test';
import { stubSignedIn } from '../support/api-stubs';
import { expect, test } from '../support/test';

/** Whether any antd element animates in (a zoom, a fade) on the page from now on. */
async function watchForMotion(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = { motion: false };
    (window as unknown as { motionSeen: typeof seen }).motionSeen = seen;
    new MutationObserver(() => {
      // The active step is the animation itself; antd's dialog passes through the prepare step
      // (it measures where it opens from) with or without motion.
      if (document.querySelector('[class*="-appear-active"], [class*="-enter-active"]')) seen.motion = true;
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { motionSeen: { motion: boolean } }).motionSeen.motion);
}

for (const [preference, animated] of [
  ['no-preference', true],
  ['reduce', false],
] as const) {
  test(`prefers-reduced-motion ${preference}: the confirmation dialog ${animated ? 'zooms in' : 'appears at once'}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: preference });
    await stubSignedIn(page, { membershipActive: true });
    await page.goto('/profile');
    const openDialog = page
      .getByTestId('profile-info-card')
      .getByRole('button', { name: 'Cancel Subscription' });
    await expect(openDialog).toBeVisible();
    const motionSeen = await watchForMotion(page);
    await openDialog.click();
    await expect(page.getByRole('dialog')).toContainText(
      'Are you sure you want to cancel your subscription?',
    );
    expect(await motionSeen()).toBe(animated);
  });
}
