import type { AdminProgramView, ProgramBookingStart } from '@sadhana/rules/programs';
import type TestAgent from 'supertest/lib/agent.js';
import { programStream } from '../../src/domain/programs/program.events.js';
import { adminMembershipSuite } from './membership-test-kit.js';
import { csrfHeaders } from './sign-up.js';

/** A program as an admin sends it: a two-day retreat, 12 places at $450, from 12 December 2026, 9 AM Eastern. */
export const RETREAT = {
  kind: 'retreat',
  title: 'Winter retreat in the Catskills',
  description: 'Two days of practice and silence.',
  price: 450,
  location: 'Catskills, New York',
  startDate: '2026-12-12T09:00',
  endDate: '2026-12-13T17:00',
  maxParticipants: 12,
} as const;

/** 20 November 2026, 10 AM Eastern: three weeks before the retreat. */
export const PROGRAMS_NOW = '2026-11-20T15:00:00Z';

/**
 * For a describe block on programs: the app with its Stripe stand-in and an admin with a second factor
 * (adminMembershipSuite), the clock at PROGRAMS_NOW, and the calls the tests make again and again.
 */
export function programsSuite(now = PROGRAMS_NOW) {
  const suite = adminMembershipSuite(now);
  return Object.assign(suite, {
    /**
     * A fresh second-factor check of the admin (a step-up), half a minute of the app's clock after the
     * last: the server takes each authenticator code once.
     */
    async stepUp(): Promise<void> {
      const clock = suite.kit.app.clock;
      clock.set(new Date(clock.now().getTime() + 31_000));
      await suite.admin.stepUp();
    },
    /** POST /api/admin/workshops as the admin: the retreat with these changes. */
    async createProgram(changes: Record<string, unknown> = {}): Promise<AdminProgramView> {
      const response = await suite.admin.agent
        .post('/api/admin/workshops')
        .set(csrfHeaders)
        .send({ ...RETREAT, ...changes });
      if (response.status !== 201) throw new Error(`create program: ${response.status} ${response.text}`);
      return response.body;
    },
    /** POST /api/workshops/:id/book as this agent, expecting 200. */
    async book(agent: TestAgent, programId: string): Promise<ProgramBookingStart> {
      const response = await agent.post(`/api/workshops/${programId}/book`).set(csrfHeaders);
      if (response.status !== 200) throw new Error(`book: ${response.status} ${response.text}`);
      return response.body;
    },
    /** POST /api/admin/workshops/:id/places as the admin (a step-up must be fresh), expecting 200. */
    async recordPlace(programId: string, userId: string, method: 'cash' | 'free' = 'cash'): Promise<void> {
      const reason = method === 'free' ? 'Scholarship' : 'Paid at the door';
      const response = await suite.admin.agent
        .post(`/api/admin/workshops/${programId}/places`)
        .set(csrfHeaders)
        .send({ userId, method, reason });
      if (response.status !== 200) throw new Error(`record place: ${response.status} ${response.text}`);
    },
    /** The person pays in Stripe.js and Stripe's webhooks are delivered (signed, verified). */
    async pay(start: ProgramBookingStart): Promise<void> {
      await suite.kit.deliver(...(await suite.kit.stripe.confirm(start.clientSecret, 'succeeded')));
    },
    /** The program's events, as types, oldest first. */
    async eventTypes(programId: string): Promise<string[]> {
      return (await suite.kit.app.runtime.eventStore.readStream(programStream(programId))).map(
        (event) => event.type,
      );
    },
  });
}

export const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0];
