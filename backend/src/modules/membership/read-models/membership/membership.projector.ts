import { defineProjector } from '../../../../platform/projection-engine/projector.js';
import { type MembershipEvent, membershipEventTypes } from '../../domain/membership.events.js';
import { membershipTables } from './membership.tables.js';

/**
 * The membership read model. Inline: GET /api/auth/user, fetched right after a cancel or once a
 * webhook has landed, already shows it. Events are few (a handful per member per month), so each is
 * applied as it comes, in order; every statement is an idempotent upsert.
 */
export const membershipProjector = defineProjector<MembershipEvent>({
  name: 'membership',
  version: 1,
  eventTypes: membershipEventTypes,
  inline: true,
  tables: membershipTables,

  async apply(events, { db, table }) {
    const membership = table('membership');
    const periods = table('membership_period');
    for (const event of events) {
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
