import type { ReadModelTable } from '../../platform/projection-engine/projector.js';

/**
 * program_booking: every booking of a place in a program, as its holder and the admin read it:
 * `status` waiting (its payment awaited), paid (a place), cancelled (nothing given back) or refunded;
 * US cents asked, paid (by card or by hand), to give back in all (`refund_cents`) and given back by
 * Stripe (`refunded_cents`); how it was paid and, once over, why (`ending`) and the refund's share.
 */
export const programBookingTables: readonly ReadModelTable[] = [
  {
    name: 'program_booking',
    columns: `booking_id uuid PRIMARY KEY, program_id uuid NOT NULL, user_id uuid NOT NULL,
              status text NOT NULL, ending text, amount_cents integer NOT NULL, member_price boolean NOT NULL,
              method text, payment_intent_id text, paid_cents integer NOT NULL DEFAULT 0,
              refund_cents integer NOT NULL DEFAULT 0, refunded_cents integer NOT NULL DEFAULT 0,
              refund_by text, refund_percent integer, note text, booked_at timestamptz NOT NULL,
              paid_at timestamptz, cancelled_at timestamptz`,
    indexes: ['program_id, booked_at', 'user_id'],
  },
];
