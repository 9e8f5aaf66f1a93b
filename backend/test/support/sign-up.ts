import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import type { TestApp } from './test-app.js';

/** The headers every state-changing API call needs (the CSRF check): `agent.post(url).set(csrfHeaders)`. */
export const csrfHeaders = { 'X-Requested-With': 'sadhana' } as const;

export interface SignUpOverrides {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
}

export interface SignedUpUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  password: string;
  isAdmin: boolean;
  membershipActive: boolean;
}

export interface SignedUpAgent {
  /** A supertest agent that keeps the session cookie: `agent.get('/api/auth/user')`. */
  agent: TestAgent;
  user: SignedUpUser;
  csrfHeaders: typeof csrfHeaders;
}

/** Signs a new user up through POST /api/auth/signup and returns an agent signed in as them. */
export async function signUpAgent(testApp: TestApp, overrides: SignUpOverrides = {}): Promise<SignedUpAgent> {
  const password = overrides.password ?? 'correct horse battery';
  const body = {
    firstName: overrides.firstName ?? 'Meera',
    lastName: overrides.lastName ?? 'Iyer',
    email: overrides.email ?? `member-${randomBytes(6).toString('hex')}@example.com`,
    password,
  };
  const agent = request.agent(testApp.server);
  const response = await agent.post('/api/auth/signup').set(csrfHeaders).send(body);
  if (response.status !== 201) {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return { agent, user: { ...response.body, password }, csrfHeaders };
}

/**
 * Makes an account an admin: marks its email verified and adds the email to this app's admin list
 * (or pass `createTestApp({ adminEmails: [...] })` up front).
 */
export async function makeAdmin(testApp: TestApp, email: string): Promise<void> {
  const normalized = email.trim().toLowerCase();
  const admins = testApp.runtime.config.adminEmails as string[];
  if (!admins.includes(normalized)) admins.push(normalized);
  await testApp.db.pool.query(
    'UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE email = $1',
    [normalized],
  );
}

/** Registers the member for each of these session dates, as the schedule's toggle does. */
export async function registerFor(member: SignedUpAgent, dates: readonly string[]): Promise<void> {
  for (const date of dates) {
    await member.agent
      .post('/api/user-schedule')
      .set(csrfHeaders)
      .send({ attendanceDate: date, attending: true })
      .expect(200);
  }
}
