import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { studioDate } from '../../../platform/domain/eastern-time.js';
import { membershipOf } from '../../../projections/membership/membership.queries.js';
import { noonOf } from '../../../projections/membership/membership-periods.js';
import { type MembershipStatus, MembershipStatusReader } from '../../accounts/index.js';

/**
 * The accounts context's MembershipStatusReader port, over the membership read model: a paid
 * membership (paused today: not active, with its last paused day), or else a complimentary one
 * covering today (active until its last day, nothing to cancel at Stripe).
 */
@Injectable()
export class MembershipStatuses extends MembershipStatusReader {
  constructor(private readonly clock: Clock) {
    super();
  }

  async statusOf(db: DataSource | EntityManager, userId: string): Promise<MembershipStatus> {
    const today = studioDate(this.clock.now());
    const paid = await membershipOf(db, userId, today);
    // Paused: no benefits (programs price it as a non-member's), and until when it is said.
    if (paid.membershipActive) return { ...paid, membershipActive: paid.membershipPausedUntil === null };
    const [grant]: { from: string; lastDay: string }[] = await db.query(
      `SELECT to_char(from_date, 'YYYY-MM-DD') AS "from", to_char(last_day, 'YYYY-MM-DD') AS "lastDay"
       FROM complimentary_grant WHERE user_id = $1 AND from_date <= $2::date AND last_day >= $2::date
       ORDER BY from_date DESC LIMIT 1`,
      [userId, today],
    );
    if (!grant) return paid;
    return {
      membershipActive: true,
      membershipStartDate: new Date(noonOf(grant.from)),
      membershipEndDate: new Date(noonOf(grant.lastDay)),
      stripeSubscriptionId: null,
      membershipPausedUntil: null,
    };
  }
}
