import { generate } from 'otplib';
import type TestAgent from 'supertest/lib/agent.js';
import { csrfHeaders } from './sign-up.js';
import type { TestApp } from './test-app.js';

export interface EnrolledAuthenticator {
  secret: string;
  recoveryCodes: string[];
  /** The app's code for the step `stepsFromNow` away from the app clock's now, as a phone would show it. */
  code(stepsFromNow?: number): Promise<string>;
}

/** The six-digit code of `secret` at an instant, computed here as an authenticator app would. */
export function totpCodeAt(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/**
 * Turns an authenticator app on for the agent's account through the API (setup, then a code
 * computed from the secret it answers): the session counts as checked from then, so an admin's
 * calls go through and a step-up is fresh for ten minutes of the app's clock.
 */
export async function enrolAuthenticator(testApp: TestApp, agent: TestAgent): Promise<EnrolledAuthenticator> {
  const setup = await agent.post('/api/auth/totp/setup').set(csrfHeaders).expect(200);
  const secret: string = setup.body.secret;
  const code = (stepsFromNow = 0) =>
    totpCodeAt(secret, new Date(testApp.clock.now().getTime() + stepsFromNow * 30_000));
  const confirmed = await agent
    .post('/api/auth/totp/confirm')
    .set(csrfHeaders)
    .send({ code: await code() });
  if (confirmed.status !== 200)
    throw new Error(`TOTP confirm failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes, code };
}
