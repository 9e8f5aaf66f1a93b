import type { APIRequestContext } from '@playwright/test';
import { stripeStandInUrl } from './fake-stripe';
import { expect } from './test';

/** The headers every state-changing API call needs (the CSRF check). */
export const API_HEADERS = { 'X-Requested-With': 'sadhana' };

/** Someone's page, or just its request context: the session its calls share. */
type Caller = { request: APIRequestContext };

/** An address nobody has used yet. */
export const newEmail = () => `payer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Signs a new user up through the API; the page's request context keeps the session. */
export async function signUp(page: Caller, email = newEmail()): Promise<void> {
  const response = await page.request.post('/api/auth/signup', {
    headers: API_HEADERS,
    data: { firstName: 'Meera', lastName: 'Iyer', email, password: 'practise-daily-42' },
  });
  expect(response.ok(), `sign-up answered ${response.status()}`).toBe(true);
}

export async function currentUser(page: Caller): Promise<Record<string, unknown>> {
  return (await page.request.get('/api/auth/user')).json();
}

/**
 * A new member through the API and the Stripe stand-in (the subscribe screen has its own tests):
 * signed up, subscribed and paid; answers the subscription's id once the membership shows.
 */
export async function becomeMember(page: Caller, email = newEmail()): Promise<string> {
  await signUp(page, email);
  const created = await page.request.post('/api/create-subscription', { headers: API_HEADERS });
  expect(created.ok()).toBe(true);
  const { clientSecret, subscriptionId } = await created.json();
  const paid = await fetch(`${stripeStandInUrl()}/_test/confirm`, {
    method: 'POST',
    body: JSON.stringify({ clientSecret, outcome: 'succeeded' }),
  });
  expect(paid.ok).toBe(true);
  await expect.poll(async () => (await currentUser(page)).membershipActive).toBe(true);
  return subscriptionId;
}
