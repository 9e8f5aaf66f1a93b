import type { Locator, Page } from '@playwright/test';

/** A notification on screen, not one on its way out. */
export const TOAST = '.ant-notification-notice:not(.ant-notification-fade-leave)';

/** The notification whose text holds this title, while it shows. */
export function toast(page: Page, title: string): Locator {
  return page.locator(TOAST).filter({ hasText: title });
}

/**
 * Starts noting the text of every notification the page shows from now on, and answers how to read
 * them (each text once, in the order first shown). The app shows one notification at a time: one
 * that the next replaces within milliseconds (a payment confirmed at once) would slip between a
 * locator's polls, but not past this.
 */
export async function noteToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    // Each change: the notices then on the page, whether added or (as antd may) rewritten in place.
    new MutationObserver(() => {
      for (const notice of document.querySelectorAll<HTMLElement>('.ant-notification-notice')) {
        const text = notice.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { toastsSeen: string[] }).toastsSeen]);
}
