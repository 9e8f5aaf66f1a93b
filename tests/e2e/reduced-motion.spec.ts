import type { Page } from '@playwright/test';
import { stubSignedIn } from '../support/api-stubs';
import { expect, test } from '../support/test';

/** Whether any antd element animates in (a zoom, a fade) on the page from now on. */
async function watchForMotion(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = { motion: false };
    (window as unknown as { motionSeen: typeof seen }).motionSeen = seen;
    // The active step is the animation itself; antd's dialog passes through the prepare step (it
    // measures where it opens from) with or without motion. A step can come and go between two
    // callbacks, so each change's old class is read too, not only the page as it is by then.
    const active = /-(appear|enter)-active/;
    const activeSelector = '[class*="-appear-active"], [class*="-enter-active"]';
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as Element;
        if (
          active.test(record.oldValue ?? '') ||
          active.test(element.getAttribute?.('class') ?? '') ||
          [...record.addedNodes].some(
            (node) =>
              node instanceof Element && (node.matches(activeSelector) || node.querySelector(activeSelector)),
          )
        )
          seen.motion = true;
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeOldValue: true,
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
