import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { memberStream } from '../../src/platform/domain/member-stream.js';
import { type AdminWithFactor, adminWithFactor } from './second-factor.js';
import { csrfHeaders, type SignedUpAgent, signUpAgent } from './sign-up.js';
import { type StripeEventJson, StripeStandIn } from './stripe-stand-in.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The app over its own database, its Stripe calls answered by a fresh stand-in. */
export interface MembershipKit {
  app: TestApp;
  stripe: StripeStandIn;
  /** Delivers signed events to POST /api/stripe/webhook, in the order given; answers the last response. */
  deliver(...events: StripeEventJson[]): Promise<request.Response>;
  /** A new member who has paid for a subscription (the webhooks delivered). */
  subscribedMember(): Promise<SignedUpAgent & { subscriptionId: string }>;
  subscribe(agent: TestAgent): Promise<{ clientSecret: string; subscriptionId: string }>;
  me(agent: TestAgent): Promise<Record<string, unknown>>;
  /** The membership events on the member's stream, oldest first. */
  membershipEvents(userId: string): Promise<{ type: string; data: Record<string, unknown> }[]>;
  close(): Promise<void>;
}

export async function createMembershipKit(): Promise<MembershipKit> {
  const stripe = new StripeStandIn();
  await stripe.start();
  const app = await createTestApp({
    stripe: {
      secretKey: stripe.secretKey,
      publishableKey: stripe.publishableKey,
      webhookSecret: stripe.webhookSecret,
      priceId: stripe.priceId,
      apiBase: new URL(stripe.url),
    },
  });
  const kit: MembershipKit = {
    app,
    stripe,
    async deliver(...events) {
      let last: request.Response | undefined;
      for (const event of events) {
        const { payload, signature } = stripe.sign(event);
        last = await request(app.server)
          .post('/api/stripe/webhook')
          .set('content-type', 'application/json')
          .set('stripe-signature', signature)
          .send(payload);
        if (last.status !== 200) throw new Error(`webhook ${event.type}: ${last.status} ${last.text}`);
      }
      return last as request.Response;
    },
    async subscribe(agent) {
      const response = await agent.post('/api/create-subscription').set(csrfHeaders);
      if (response.status !== 200) throw new Error(`subscribe: ${response.status} ${response.text}`);
      return response.body;
    },
    async subscribedMember() {
      const member = await signUpAgent(app);
      const { clientSecret, subscriptionId } = await kit.subscribe(member.agent);
      await kit.deliver(...(await stripe.confirm(clientSecret, 'succeeded')));
      return { ...member, subscriptionId };
    },
    async me(agent) {
      return (await agent.get('/api/auth/user').expect(200)).body;
    },
    async membershipEvents(userId) {
      return (await app.runtime.eventStore.readStream(memberStream(userId)))
        .filter((event) => event.type.startsWith('Membership'))
        .map((event) => ({ type: event.type, data: event.data as Record<string, unknown> }));
    },
    async close() {
      await app.close();
      await stripe.stop();
    },
  };
  return kit;
}

/**
 * For a describe block on admin calls: a kit and an admin with a second factor, made before its tests with
 * the clock at `now`, and closed after them. Read `suite.kit` and `suite.admin` inside the tests.
 */
export function adminMembershipSuite(now: string) {
  const suite = {
    kit: undefined as unknown as MembershipKit,
    admin: undefined as unknown as AdminWithFactor,
    /** The first page of a member's audit trail in words, as the admin reads it once projections caught up. */
    async auditWords(userId: string): Promise<string[]> {
      await suite.kit.app.caughtUp();
      const audit = await suite.admin.agent.get(`/api/admin/user/${userId}/audit-trail?page=1`).expect(200);
      return audit.body.items.map((line: { summary: string }) => line.summary);
    },
  };
  beforeAll(async () => {
    suite.kit = await createMembershipKit();
    suite.kit.app.clock.set(new Date(now));
    suite.admin = await adminWithFactor(suite.kit.app);
  });
  afterAll(async () => {
    await suite.kit.close();
  });
  return suite;
}
