import type { CDPSession, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

const HEADERS = { 'X-Requested-With': 'sadhana' };
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Chromium's virtual authenticator (DevTools protocol): a platform authenticator with resident keys
 * and user verification that answers every prompt at once, as a phone's or laptop's would after
 * its owner's fingerprint.
 */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test('a member adds a passkey in the profile, signs out, and signs in with it alone', async ({ page }) => {
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const email = uniqueEmail('passkey');
  const signUp = await page.request.post('/api/auth/signup', {
    headers: HEADERS,
    data: { firstName: 'Priya', lastName: 'Natarajan', email, password: 'lotus-pose-42' },
  });
  expect(signUp.status()).toBe(201);

  await page.goto('/profile');
  const card = page.getByTestId('security-card');
  await expect(card.getByRole('heading', { name: 'Security' })).toBeVisible();
  await expect(card.getByText('No passkeys yet.', { exact: false })).toBeVisible();
  await card.getByLabel('Passkey name').fill('My laptop');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  // The account's first factor: its ten recovery codes, shown once.
  await expect(card.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await card.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(card.getByRole('list', { name: 'Your passkeys' }).getByText('My laptop')).toBeVisible();
  await expectNoAxeViolations(page);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);

  await page.request.get('/api/logout', { maxRedirects: 0 });
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  // Opening the sign-in page, the email field's autofill offers the passkey (conditional UI), and
  // the virtual authenticator, answering every prompt at once, picks it: signed in by the passkey alone.
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me).toMatchObject({ email, secondFactors: ['passkey'] });

  // A browser without passkeys in autofill: the "Sign in with a passkey" button.
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
  await page.request.get('/api/logout', { maxRedirects: 0 });
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  // The passkey is now also the second step of a password sign-in.
  await page.request.get('/api/logout', { maxRedirects: 0 });
  await page.goto('/signin');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('lotus-pose-42');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
});
