import { enrolAuthenticator } from './second-factor.js';
import { makeAdmin, type SignedUpAgent, signUpAgent } from './sign-up.js';
import { createTestApp, type TestApp } from './test-app.js';

export interface AdminSessionApp {
  readonly app: TestApp;
  /** An admin with a second factor, signed in. */
  readonly admin: SignedUpAgent;
}

/**
 * For a describe block of admin calls on sessions: one app (sign-ups unthrottled) and its admin for
 * the block, the clock set to `now` before each test. Read the fields inside tests, not at load.
 */
export function useAdminSessionApp(now: string): AdminSessionApp {
  const context = {} as { app: TestApp; admin: SignedUpAgent };
  beforeAll(async () => {
    context.app = await createTestApp({ authRateLimit: { limit: 10_000, windowMs: 60_000 } });
    context.admin = await signUpAgent(context.app);
    await makeAdmin(context.app, context.admin.user.email);
    await enrolAuthenticator(context.app, context.admin.agent);
  });
  beforeEach(() => context.app.moveClock(new Date(now)));
  afterAll(async () => {
    await context.app.close();
  });
  return context;
}
