import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until it answers clicks and typing. A prerendered page is on screen
 * (and `goto` resolves) before React has adopted it, and a click or a submit then is lost; the
 * page asks for the sign-in state only once it has (app/hydration-gate.ts, app/LandingShell.tsx).
 */
export async function openPage(page: Page, path: string): Promise<void> {
  const interactive = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/user');
  await page.goto(path);
  await interactive;
}

/**
 * Holds the entry script (src/main.tsx's, or src/landing.tsx's on /) until release(), so the test
 * sees the page as the server sent it.
 */
export async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(?:index|landing)-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
