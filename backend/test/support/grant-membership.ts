import { membershipDecider } from '../../src/domain/membership/membership.js';
import { MembershipLedger } from '../../src/modules/membership/membership-ledger.js';
import { CommandPath } from '../../src/platform/command-path/command-path.js';
import { memberStream } from '../../src/platform/domain/member-stream.js';
import type { TestApp } from './test-app.js';

/**
 * Makes someone a member as Stripe's word would (for tests of other features that need a member):
 * through the command path and the membership decider, so the read models see a real MembershipStarted.
 */
export async function grantMembership(
  testApp: TestApp,
  userId: string,
  period: { start: string; end: string },
): Promise<void> {
  const readAtRevision = await testApp.app.get(MembershipLedger).revisionOf(userId);
  await testApp.app.get(CommandPath).handleCommand(
    memberStream(userId),
    (now) => ({
      type: 'ReconcileSubscription' as const,
      data: {
        userId,
        now,
        readAtRevision,
        subscription: {
          id: `sub_test_${userId}`,
          status: 'active',
          currentPeriodStart: new Date(period.start).toISOString(),
          currentPeriodEnd: new Date(period.end).toISOString(),
          cancelAt: null,
          endedAt: null,
          pause: null,
        },
      },
    }),
    membershipDecider,
  );
}
