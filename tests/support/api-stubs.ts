import type { Page, Route } from '@playwright/test';

// Stubs only for states the real server cannot be asked to produce on demand.

export interface PracticeStub {
  id: number;
  dayOfWeek: number;
  name: string;
  description: string;
  isWeekend: boolean;
  startTime: string;
  endTime: string;
}

export async function stubPractices(page: Page, body: unknown, status = 200): Promise<void> {
  await page.route('**/api/practices', (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

/** Holds GET /api/practices until the returned release() is called, then lets it reach the server. */
export async function holdPractices(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/practices', async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Holds GET /api/auth/user so the sign-in state stays "loading". */
export async function holdCurrentUser(page: Page): Promise<void> {
  await page.route('**/api/auth/user', () => {
    // never answered during the test
  });
}

export const signedInUser = {
  id: 'b6c7a0de-4f1e-4d7e-9a51-3f1d7a2e9c10',
  email: 'meera@example.com',
  firstName: 'Meera',
  lastName: 'Iyer',
  membershipActive: false,
  isAdmin: false,
  secondFactors: [] as ('passkey' | 'totp')[],
};

/**
 * A signed-in visitor whose current-user answer shows what a test needs (an admin, a member):
 * states the server cannot be asked for yet (admin rights, paid membership). Behind the stub there
 * is a real session, so every other call the screens make is answered by the real server as for
 * any member; a stub without one would get real 401s and, rightly, be sent to sign in again.
 */
export async function stubSignedIn(page: Page, user: Partial<typeof signedInUser> = {}): Promise<void> {
  const email = `stubbed-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/auth/signup', {
    headers: { 'X-Requested-With': 'sadhana' },
    data: {
      firstName: signedInUser.firstName,
      lastName: signedInUser.lastName,
      email,
      password: 'stubbed-user-pw',
    },
  });
  if (response.status() !== 201)
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const real = await response.json();
  await page.route('**/api/auth/user', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        ...real,
        ...signedInUser,
        id: real.id,
        // A stubbed member pays through Stripe (a complimentary one has no subscription, nor its buttons).
        ...(user.membershipActive ? { stripeSubscriptionId: 'sub_stubbed' } : {}),
        ...user,
      }),
    }),
  );
}
