import { expect, type Page } from '@playwright/test';
import { linkFromMail } from './outbox';

/** The e2e server's ADMIN_EMAILS (global-setup): an account with it is admin once its email is verified. */
export const E2E_ADMIN_EMAIL = 'studio-admin@example.com';
export const E2E_ADMIN_PASSWORD = 'correct horse battery';
const HEADERS = { 'X-Requested-With': 'sadhana' };

/** Signs the page in as the admin; the first time, signs the admin up and verifies the address through the mail. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const signUp = await page.request.post('/api/auth/signup', {
    headers: HEADERS,
    data: { firstName: 'Studio', lastName: 'Admin', email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
  });
  if (signUp.status() === 201) {
    const link = await linkFromMail(E2E_ADMIN_EMAIL, 'Confirm your email address for Sadhana');
    expect((await page.request.get(link)).ok()).toBe(true);
  } else {
    const signIn = await page.request.post('/api/auth/signin', {
      headers: HEADERS,
      data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
  }
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me.isAdmin).toBe(true);
}
