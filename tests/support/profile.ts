import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';

export interface SignedUpProfileUser {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Signs a new email account up through the API from the page's own request context, so the
 * session cookie lands in the browser context the page uses.
 */
export async function signUpThroughApi(page: Page, firstName = 'Meera'): Promise<SignedUpProfileUser> {
  const user = {
    firstName,
    lastName: 'Iyer',
    email: `profile-${randomBytes(6).toString('hex')}@example.com`,
  };
  const response = await page.request.post('/api/auth/signup', {
    headers: { 'X-Requested-With': 'sadhana' },
    data: { ...user, password: 'correct horse battery' },
  });
  if (response.status() !== 201) {
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  }
  return user;
}

/** Today's date in the studio's zone as "November 22, 2026". */
export function longStudioDate(date = new Date()): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/New_York',
  }).format(date);
}

/** The current year on the studio's calendar: the latest Year Learned. */
export function studioYear(date = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'America/New_York' }).format(date),
  );
}

/**
 * WCAG contrast ratio of an element's text against what is painted behind it: the element's
 * own background and its ancestors', translucent layers composited down to the first opaque one.
 */
export async function textContrast(locator: Locator): Promise<{ ratio: number; color: string }> {
  return locator.evaluate((element) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
    }
    let background: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) background = over(layer, background);
    const color = getComputedStyle(element).color;
    const text = over(parse(color), background);
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const [hi, lo] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    return { ratio: (hi + 0.05) / (lo + 0.05), color };
  });
}
