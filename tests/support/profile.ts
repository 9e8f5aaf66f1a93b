import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';

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
