import { DateTime } from 'luxon';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { csrfHeaders, signUpAgent } from './sign-up.js';
import { createTestApp, type TestApp } from './test-app.js';

/** A test app that lets one suite sign up many users: the auth rate limit is per IP, and tests share one. */
export const PROFILE_TEST_APP_CONFIG = { authRateLimit: { limit: 10_000, windowMs: 60_000 } };

/** A goal form the API accepts. */
export const GOALS_FORM = {
  goalPracticesToLearn: ['Bhuta Shuddhi', '21 Days Hatha Yoga Sadhana (4 hrs)'],
  goalRetreatType: 'Dramatic Landscapes & Mindful Balance',
  goalRetreatDuration: '5 Days Retreat',
  goalRetreatLocation: 'Southeast Utah',
  goalRetreatLocationCategory: 'US',
  goalShortTerm: 'Practise every morning',
  goalMidTerm: 'Learn Bhuta Shuddhi',
  goalLifetime: 'Stillness',
};

/**
 * One profile test app for the enclosing describe block: started before its tests, closed after them.
 * `app` is read inside tests (it is set by then).
 */
export function profileTestSuite() {
  const suite = {
    app: undefined as unknown as TestApp,
    /** A newly signed-up member's browser. */
    async signedIn(): Promise<TestAgent> {
      return (await signUpAgent(suite.app)).agent;
    },
    /** A PUT without a session is refused with 401 and the usual message. */
    async expectSignedOutRefused(path: string, body: object): Promise<void> {
      const response = await request(suite.app.server).put(path).set(csrfHeaders).send(body).expect(401);
      expect(response.body).toEqual({ message: 'Unauthorized' });
    },
  };
  beforeAll(async () => {
    suite.app = await createTestApp(PROFILE_TEST_APP_CONFIG);
  });
  afterAll(async () => {
    await suite.app.close();
  });
  return suite;
}

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
