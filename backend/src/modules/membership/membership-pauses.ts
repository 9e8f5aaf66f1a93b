import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { MembershipPauseView } from '@sadhana/rules/api';
import { billingAfterEarlyResume, billingAfterPause, weeksInWords } from '@sadhana/rules/membership-pause';
import { DataSource } from 'typeorm';
import { isPausedOn, type Membership } from '../../domain/membership/membership.js';
import { pauseDays, pauseMetadata, resumeMetadata } from '../../domain/membership/membership-pause.js';
import { Clock } from '../../platform/clock/clock.js';
import { KeyedLock } from '../../platform/concurrency/keyed-lock.js';
import { studioDate } from '../../platform/domain/eastern-time.js';
import { assertUserExists } from '../accounts/index.js';
import { MembershipLedger } from './membership-ledger.js';
import { PaymentsNotConfigured } from './stripe/payment-errors.js';
import { StripeGateway } from './stripe/stripe-gateway.js';

/** Closer to now than this, a moved payment is due at once: Stripe wants a trial's end in the future. */
const BILL_NOW_WITHIN_MS = 60_000;

/**
 * Pausing a paid membership while the member is away, and resuming it early, by the member or by an
 * admin for them. The decider refuses first (nothing paid, set to end, paused already; nothing to
 * resume), then Stripe moves the next payment by the paused days (a trial until then, the pause in the
 * subscription's metadata) and what Stripe answers is recorded: MembershipPaused, MembershipResumed.
 * The stream first catches up with Stripe, so the payment moved is the one Stripe has due; one member's
 * pauses are taken one at a time here, so a double click pauses once.
 */
@Injectable()
export class MembershipPauses {
  private readonly oneAtATime = new KeyedLock();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly stripe: StripeGateway,
    private readonly ledger: MembershipLedger,
  ) {}

  pause(actorId: string, userId: string, weeks: number): Promise<MembershipPauseView> {
    return this.oneAtATime.run(userId, async () => {
      await this.ready(actorId, userId);
      const pauseId = randomUUID();
      const by = this.byWhom(actorId, userId);
      const after = await this.ledger.changeAtStripe(
        userId,
        (now) => ({ type: 'RequestPause', data: { userId, now, weeks } }),
        (subscriptionId, before) => {
          const { from, until } = pauseDays(studioDate(this.clock.now()), weeks);
          return this.stripe.moveBilling(
            subscriptionId,
            billingAfterPause(new Date(before.periodEnd as string), weeks),
            pauseMetadata({ id: pauseId, from, until, weeks, by: actorId }),
            `pause-${pauseId}`,
          );
        },
        by,
      );
      const until = after.pause?.lastDay ?? null;
      return this.view(
        after,
        until
          ? `The membership is paused until ${until}: the ${weeksInWords(weeks)} are not charged.`
          : 'The membership is not paused.',
      );
    });
  }

  resume(actorId: string, userId: string): Promise<MembershipPauseView> {
    return this.oneAtATime.run(userId, async () => {
      await this.ready(actorId, userId);
      const after = await this.ledger.changeAtStripe(
        userId,
        (now) => ({ type: 'RequestResume', data: { userId, now } }),
        (subscriptionId, before) => {
          const pause = before.pause as NonNullable<Membership['pause']>;
          const today = studioDate(this.clock.now());
          const billingAt = billingAfterEarlyResume(
            new Date(before.periodEnd as string),
            today,
            pause.lastDay,
          );
          const due = billingAt.getTime() - this.clock.now().getTime() <= BILL_NOW_WITHIN_MS;
          return this.stripe.moveBilling(
            subscriptionId,
            due ? 'now' : billingAt,
            resumeMetadata(today, actorId),
            `resume-${pause.id}`,
          );
        },
        this.byWhom(actorId, userId),
      );
      return this.view(after, 'The membership is running again.');
    });
  }

  /** Stripe configured, the member there, and the stream up to date with Stripe's word. */
  private async ready(actorId: string, userId: string): Promise<void> {
    if (!this.stripe.configured) throw new PaymentsNotConfigured();
    if (actorId !== userId) await assertUserExists(this.dataSource, userId);
    await this.ledger.catchUpWithStripe(userId, { metadata: { userId } });
  }

  /** The events' metadata: the admin who acted for the member, if one did. */
  private byWhom(actorId: string, userId: string): Record<string, unknown> {
    return actorId === userId ? {} : { adminId: actorId };
  }

  private view(after: Membership, message: string): MembershipPauseView {
    const paused = after.pause && isPausedOn(after, studioDate(this.clock.now())) ? after.pause : null;
    return {
      message,
      pausedFrom: paused?.from ?? null,
      pausedUntil: paused?.lastDay ?? null,
      nextBillingAt: after.periodEnd,
    };
  }
}
