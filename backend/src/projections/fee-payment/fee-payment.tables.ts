import type { ReadModelTable } from '../../platform/projection-engine/projector.js';

/**
 * fee_payment: each fee (session date and kind) a member has settled, and how: paid online (by which
 * PaymentIntent), paid by hand (cash, check, bank transfer, other) or waived; the admin's note or
 * reason and who recorded it.
 */
export const feePaymentTables: readonly ReadModelTable[] = [
  {
    name: 'fee_payment',
    columns: `user_id uuid NOT NULL, session_date date NOT NULL, kind text NOT NULL,
              settlement text NOT NULL, payment_intent_id text, note text, recorded_by uuid,
              paid_at timestamptz NOT NULL, PRIMARY KEY (user_id, session_date, kind)`,
  },
  /**
   * fee_credit: the member's credit, one row per payment and entry: `credited` (money a payment paid
   * for fees already settled, with those fees, or a payment taken at the studio left over) or
   * `applied` (credit a later payment used). `payment_intent_id` is Stripe's, or the id of a payment
   * taken at the studio; `description` says why a payment taken at the studio left credit.
   */
  {
    name: 'fee_credit',
    columns: `payment_intent_id text NOT NULL, entry text NOT NULL, user_id uuid NOT NULL,
              amount_cents integer NOT NULL, items jsonb NOT NULL, at timestamptz NOT NULL,
              description text, PRIMARY KEY (payment_intent_id, entry)`,
    indexes: ['user_id'],
  },
  /**
   * fee_payment_taken: each payment the studio took in person, one row however many fees it paid: as
   * the member's fees and the admin's dialog list it.
   */
  {
    name: 'fee_payment_taken',
    columns: `payment_id text PRIMARY KEY, user_id uuid NOT NULL, amount_cents integer NOT NULL,
              method text NOT NULL, note text, fees_settled integer NOT NULL,
              credit_added_cents integer NOT NULL, credit_used_cents integer NOT NULL,
              owed_after_cents integer NOT NULL, taken_by uuid NOT NULL, at timestamptz NOT NULL`,
    indexes: ['user_id'],
  },
];
