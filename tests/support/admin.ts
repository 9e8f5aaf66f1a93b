import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import {
  SoftwareAuthenticator,
  type SoftwareAuthenticatorState,
} from '../../backend/test/support/software-authenticator';
import { appUrl } from './app-url';
import { dataDir, linkFromMail } from './outbox';

/** The e2e server's ADMIN_EMAILS (global-setup): an account with it is admin once its email is verified. */
export const E2E_ADMIN_EMAIL = 'studio-admin@example.com';
/** A second admin, for the tests of a first visit without a second factor (global-setup lists it too). */
export const E2E_NEW_ADMIN_EMAIL = 'studio-new-admin@example.com';
export const ADMIN_PASSWORD = 'correct horse battery';

const HEADERS = { 'X-Requested-With': 'sadhana' };

/** Where the admin's passkey (its key and counter) is kept between tests and workers. */
const passkeyFile = (email: string) => join(dataDir(), `e2e-passkey-${email}.json`);

/**
 * Signs `request` (a page's `page.request`, sharing its cookies) in as the admin, with a passkey as
 * admin calls need: the first time it signs the admin up, verifies the address through the mail and
 * registers a passkey made here (real keys and signatures, checked by the server); later it signs in
 * with that passkey. Its session has then passed a second factor, fresh for ten minutes of step-up.
 */
export async function signInAsAdmin(request: APIRequestContext, email = E2E_ADMIN_EMAIL): Promise<void> {
  const signUp = await request.post('/api/auth/signup', {
    headers: HEADERS,
    data: { firstName: 'Studio', lastName: 'Admin', email, password: ADMIN_PASSWORD },
  });
  const site = new URL(appUrl());
  let authenticator: SoftwareAuthenticator;
  if (signUp.status() === 201) {
    const link = await linkFromMail(email, 'Confirm your email address for Sadhana');
    expect((await request.get(link)).ok()).toBe(true);
    authenticator = new SoftwareAuthenticator(site.origin, site.hostname);
    const options = await request.post('/api/auth/passkeys/registration/options', { headers: HEADERS });
    expect(options.ok(), await options.text()).toBe(true);
    const registered = await request.post('/api/auth/passkeys/registration', {
      headers: HEADERS,
      data: { name: 'Studio key', response: authenticator.register(await options.json()) },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
  } else {
    authenticator = await usePasskey(request, email);
  }
  await writeFile(passkeyFile(email), JSON.stringify(authenticator.toState()));
  const me = await (await request.get('/api/auth/user')).json();
  expect(me.isAdmin).toBe(true);
}

/** Answers the server's passkey request with the admin's stored passkey: a sign-in signed out, a step-up signed in. */
async function usePasskey(request: APIRequestContext, email: string): Promise<SoftwareAuthenticator> {
  const state: SoftwareAuthenticatorState = JSON.parse(await readFile(passkeyFile(email), 'utf8'));
  const authenticator = SoftwareAuthenticator.fromState(state);
  const options = await request.post('/api/auth/passkeys/authentication/options', { headers: HEADERS });
  expect(options.ok(), await options.text()).toBe(true);
  const answered = await request.post('/api/auth/passkeys/authentication', {
    headers: HEADERS,
    data: { response: authenticator.authenticate(await options.json()) },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
  return authenticator;
}

/**
 * The signed-in admin confirms it is them again with their passkey (a step-up), as the screens' dialog
 * does: fresh for ten minutes of the server's clock. After moving that clock ahead, before an action
 * that mails members, moves money or changes places.
 */
export async function stepUpAsAdmin(request: APIRequestContext, email = E2E_ADMIN_EMAIL): Promise<void> {
  const authenticator = await usePasskey(request, email);
  await writeFile(passkeyFile(email), JSON.stringify(authenticator.toState()));
}
