import type { ReadModelTable } from '../../../../platform/projection-engine/projector.js';

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
];
