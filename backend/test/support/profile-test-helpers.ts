import { DateTime } from 'luxon';
import type TestAgent from 'supertest/lib/agent.js';
import { csrfHeaders } from './sign-up.js';

/** A test app that lets one suite sign up many users: the auth rate limit is per IP, and tests share one. */
export const PROFILE_TEST_APP_CONFIG = { authRateLimit: { limit: 10_000, windowMs: 60_000 } };

export function studioToday(): string {
  return DateTime.now().setZone('America/New_York').toISODate() as string;
}

export function studioTomorrow(): string {
  return DateTime.now().setZone('America/New_York').plus({ days: 1 }).toISODate() as string;
}

export function studioYear(): number {
  return DateTime.now().setZone('America/New_York').year;
}

/** What GET /api/auth/user answers now: the saved state a refused request must leave untouched. */
export async function currentUser(agent: TestAgent): Promise<Record<string, unknown>> {
  const response = await agent.get('/api/auth/user').expect(200);
  return response.body;
}

export function putProfile(agent: TestAgent, body: unknown) {
  return agent
    .put('/api/profile')
    .set(csrfHeaders)
    .send(body as object);
}

export function putGoals(agent: TestAgent, body: unknown) {
  return agent
    .put('/api/profile/goals')
    .set(csrfHeaders)
    .send(body as object);
}
