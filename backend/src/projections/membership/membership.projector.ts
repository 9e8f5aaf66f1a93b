import { type MembershipEvent, membershipEventTypes } from '../../domain/membership/membership.events.js';
import { defineProjector } from '../../platform/projection-engine/projector.js';
import { membershipFold } from './membership.fold.js';
import { membershipTables } from './membership.tables.js';
import { complimentaryPeriodId, noonOf } from './membership-periods.js';

/**
 * The membership read model. Inline: GET /api/auth/user, fetched right after a cancel or once a
 * webhook has landed, already shows it. Events are few (a handful per member per month), so each is
 * applied as it comes, in order; every statement is an idempotent upsert. A rebuild folds it in memory
 * (membership.fold.ts).
 */
export const membershipProjector = defineProjector<MembershipEvent>({
  name: 'membership',
  versions: [
    'memberships and their periods',
    'complimentary memberships: their grants and periods',
    'pauses while away: membership_pause, and the payment they move',
  ],
  eventTypes: membershipEventTypes,
  inline: true,
  tables: membershipTables,
  fold: membershipFold,

  async apply(events, { db, table }) {
    const membership = table('membership');
    const periods = table('membership_period');
    const grants = table('complimentary_grant');
    const pauses = table('membership_pause');
    // A pause and its early end move the next payment: the paid period now ends there.
    const moveNextBilling = (data: { userId: string; subscriptionId: string; nextBillingAt: string }) =>
      db.query(
        `UPDATE ${membership} SET current_period_end = $3 WHERE user_id = $1 AND subscription_id = $2`,
        [data.userId, data.subscriptionId, data.nextBillingAt],
      );
    for (const event of events) {
      if (event.type === 'MembershipPaused') {
        const { userId, subscriptionId, pauseId, from, until, weeks, pausedBy, nextBillingAt, at } =
          event.data;
        await db.query(
          `INSERT INTO ${pauses} (user_id, pause_id, subscription_id, from_date, until_date, last_day, weeks,
             paused_by, paused_at, next_billing_at)
           VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
          [userId, pauseId, subscriptionId, from, until, weeks, pausedBy, at, nextBillingAt],
        );
        await moveNextBilling(event.data);
        continue;
      }
      if (event.type === 'MembershipResumed') {
        const { userId, pauseId, resumedOn, lastDay, resumedBy, nextBillingAt } = event.data;
        await db.query(
          `UPDATE ${pauses} SET last_day = $3, resumed_on = $4, resumed_by = $5, next_billing_at = $6
           WHERE user_id = $1 AND pause_id = $2`,
          [userId, pauseId, lastDay, resumedOn, resumedBy, nextBillingAt],
        );
        await moveNextBilling(event.data);
        continue;
      }
      if (event.type === 'ComplimentaryMembershipGranted') {
        const { userId, grantId, from, until, reason, grantedBy, at } = event.data;
        await db.query(
          `INSERT INTO ${grants} (user_id, grant_id, from_date, until_date, reason, granted_by, granted_at, last_day)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $4) ON CONFLICT DO NOTHING`,
          [userId, grantId, from, until, reason, grantedBy, at],
        );
        await db.query(
          `INSERT INTO ${periods} (user_id, subscription_id, started_at, ended_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, subscription_id) DO NOTHING`,
          [userId, complimentaryPeriodId(grantId), noonOf(from), noonOf(until)],
        );
        continue;
      }
      if (event.type === 'ComplimentaryMembershipEnded') {
        const { userId, grantId, from, lastDay, endedOn } = event.data;
        await db.query(
          `UPDATE ${grants} SET last_day = $3, ended_on = $4 WHERE user_id = $1 AND grant_id = $2`,
          [userId, grantId, lastDay, endedOn],
        );
        // Ended before it began: it covers no day.
        await db.query(
          lastDay < from
            ? `DELETE FROM ${periods} WHERE user_id = $1 AND subscription_id = $2`
            : `UPDATE ${periods} SET ended_at = $3 WHERE user_id = $1 AND subscription_id = $2`,
          lastDay < from
            ? [userId, complimentaryPeriodId(grantId)]
            : [userId, complimentaryPeriodId(grantId), noonOf(lastDay)],
        );
        continue;
      }
      const { userId, subscriptionId } = event.data;
      switch (event.type) {
        case 'MembershipStarted':
          await db.query(
            `INSERT INTO ${membership} (user_id, subscription_id, active, started_at, current_period_end)
             VALUES ($1, $2, true, $3, $4)
             ON CONFLICT (user_id) DO UPDATE SET subscription_id = $2, active = true, started_at = $3,
               current_period_end = $4, cancel_at = NULL, ended_at = NULL, payment_failed_at = NULL`,
            [userId, subscriptionId, event.data.periodStart, event.data.periodEnd],
          );
          await db.query(
            `INSERT INTO ${periods} (user_id, subscription_id, started_at) VALUES ($1, $2, $3)
             ON CONFLICT (user_id, subscription_id) DO UPDATE SET started_at = $3, ended_at = NULL`,
            [userId, subscriptionId, event.data.periodStart],
          );
          break;
        case 'MembershipRenewed':
          await db.query(
            `UPDATE ${membership} SET current_period_end = $3, payment_failed_at = NULL
             WHERE user_id = $1 AND subscription_id = $2`,
            [userId, subscriptionId, event.data.periodEnd],
          );
          break;
        case 'MembershipPaymentFailed':
          await db.query(
            `UPDATE ${membership} SET payment_failed_at = $3 WHERE user_id = $1 AND subscription_id = $2`,
            [userId, subscriptionId, event.data.at],
          );
          break;
        case 'MembershipCancellationScheduled':
          await db.query(
            `UPDATE ${membership} SET cancel_at = $3 WHERE user_id = $1 AND subscription_id = $2`,
            [userId, subscriptionId, event.data.endsAt],
          );
          break;
        case 'MembershipCancellationWithdrawn':
          await db.query(
            `UPDATE ${membership} SET cancel_at = NULL WHERE user_id = $1 AND subscription_id = $2`,
            [userId, subscriptionId],
          );
          break;
        case 'MembershipEnded':
          await db.query(
            `UPDATE ${membership} SET active = false, cancel_at = NULL, ended_at = $3
             WHERE user_id = $1 AND subscription_id = $2`,
            [userId, subscriptionId, event.data.endedAt],
          );
          await db.query(`UPDATE ${periods} SET ended_at = $3 WHERE user_id = $1 AND subscription_id = $2`, [
            userId,
            subscriptionId,
            event.data.endedAt,
          ]);
          break;
      }
    }
  },
});
