import { holdEntryScript } from '../support/open-page';
import { expect, test } from '../support/test';

// The public pages are prerendered at build time (frontend/scripts/prerender.mjs), served as their
// own HTML, and hydrated in place; every other route gets the empty shell.

const PRERENDERED: [path: string, heading: string][] = [
  ['/', "Let's do Sadhana"],
  ['/privacy', 'Privacy & TOC'],
  ['/faq', 'Frequently Asked Questions'],
  ['/signin', 'Welcome Back'],
  ['/signup', 'Join Our Community'],
];

const EMPTY_ROOT = '<div id="root"></div>';

/** As React escapes text in markup. */
function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
}

test.describe('prerendered public pages', () => {
  for (const [path, heading] of PRERENDERED) {
    test(`${path} is served as HTML with its content and inlined CSS, gzipped, under the CSP`, async ({
      page,
    }) => {
      const response = await page.request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding']).toBe('gzip');
      const csp = response.headers()['content-security-policy'];
      expect(csp).toContain("script-src 'self' https://js.stripe.com;");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const html = await response.text();
      expect(html).not.toContain(EMPTY_ROOT);
      expect(html).toContain(`>${escapeHtml(heading)}</h1>`);
      // No render-blocking stylesheet: the page's CSS is inlined.
      expect(html).not.toMatch(/<link rel="stylesheet"/);
      expect(html).toMatch(/<style>/);
      // Inline scripts would need a CSP hash: there are none.
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    });

    test(`${path} hydrates in place, without a mismatch`, async ({ page }) => {
      // On a slow phone React's later pass over the page's content can come after the first API
      // answers: those must not change what it is adopting.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
      const release = await holdEntryScript(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The footer ends the page: parsed to there (the held entry cannot have run), not just to the h1.
      await expect(page.locator('.site-footer')).toBeAttached();
      await page.evaluate(() => {
        for (const selector of ['h1', '.top-bar', '.site-footer']) {
          const element = document.querySelector(selector) as (Element & { prerendered?: true }) | null;
          if (!element) throw new Error(`no ${selector} in the prerendered page`);
          element.prerendered = true;
        }
      });
      const signInState = page.waitForResponse('**/api/auth/user');
      release();
      await signInState;
      await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
      if (path === '/') {
        await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible();
      }
      // React adopted the server's elements instead of rendering new ones; a mismatch would also
      // be logged as a console error, which the test fixture reports.
      const kept = await page.evaluate(() =>
        ['h1', '.top-bar', '.site-footer'].map(
          (selector) =>
            (document.querySelector(selector) as { prerendered?: true } | null)?.prerendered === true,
        ),
      );
      expect(kept).toEqual([true, true, true]);
    });
  }

  test('the landing is prerendered signed-out and loading, as the first client render is', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('>Loading...</button>');
    expect(html).toContain('Loading practice schedule...');
    expect(html).toContain('Sign In</a>');
  });

  test('other routes, and prerendered paths with a query, get the empty shell', async ({ page }) => {
    for (const path of ['/dashboard', '/profile', '/no-such-page', '/signin?notice=verified', '/faq/']) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain(EMPTY_ROOT);
    }
  });

  test('a signed-in member arriving on the prerendered landing gets their home', async ({ page }) => {
    const email = `prerender-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const signUp = await page.request.post('/api/auth/signup', {
      headers: { 'X-Requested-With': 'sadhana' },
      data: { firstName: 'Meera', lastName: 'Iyer', email, password: 'practise-daily-42' },
    });
    expect(signUp.status()).toBe(201);
    // The landing page's own entry hands over to the app for a member: meanwhile its button keeps
    // "Loading...", never a visitor's "Join Community" that the home is about to replace.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('#pricing a')?.textContent === 'Join Community') {
          Object.assign(window, { sawJoinCommunity: true });
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Meera' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Out' })).toHaveAttribute(
      'href',
      '/api/logout',
    );
    expect(await page.evaluate(() => 'sawJoinCommunity' in window)).toBe(false);
  });
});
