import { generate } from 'otplib';
import type TestAgent from 'supertest/lib/agent.js';
import { csrfHeaders, makeAdmin, type SignedUpAgent, signUpAgent } from './sign-up.js';
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

export interface AdminWithFactor extends SignedUpAgent {
  /** A fresh second-factor check, as the step-up dialog makes, with the app's next unused code. */
  stepUp(): Promise<void>;
}

const STEP_MS = 30_000;

/** A verified admin with an authenticator app, signed in and past its second factor. */
export async function adminWithFactor(testApp: TestApp): Promise<AdminWithFactor> {
  const admin = await signUpAgent(testApp, { firstName: 'Studio', lastName: 'Owner' });
  await makeAdmin(testApp, admin.user.email);
  const { secret } = await enrolAuthenticator(testApp, admin.agent);
  // The server takes each 30-second step once, and never one before the last it took.
  let lastStep = Math.floor(testApp.clock.now().getTime() / STEP_MS);
  return {
    ...admin,
    stepUp: async () => {
      const nowStep = Math.floor(testApp.clock.now().getTime() / STEP_MS);
      const step = Math.max(nowStep, lastStep + 1);
      if (step > nowStep + 1) throw new Error('Two step-ups in one step of the test clock: move the clock');
      lastStep = step;
      await admin.agent
        .post('/api/auth/second-factor')
        .set(csrfHeaders)
        .send({ code: await totpCodeAt(secret, new Date(step * STEP_MS)) })
        .expect(200);
    },
  };
}
