import { test as base, expect } from '@playwright/test';
import { appUrl } from './app-url';

interface PageErrors {
  /** Uncaught exceptions and console errors seen during the test; checked after it. */
  pageErrors: string[];
}

// A failed /api/ call (401 for a signed-out visitor, a held or stubbed response) is logged by
// Chromium as a console error; that is expected traffic, not an application error.
function isExpectedNetworkMessage(text: string, url: string): boolean {
  return text.startsWith('Failed to load resource') && url.includes('/api/');
}

export const test = base.extend<PageErrors>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(appUrl());
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (isExpectedNetworkMessage(message.text(), message.location().url)) return;
        errors.push(`console.error: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'no console errors or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
