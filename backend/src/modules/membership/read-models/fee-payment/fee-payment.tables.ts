import type { ReadModelTable } from '../../../../platform/projection-engine/projector.js';

/** fee_payment: each fee (session date and kind) a member has paid online, and by which payment. */
export const feePaymentTables: readonly ReadModelTable[] = [
  {
    name: 'fee_payment',
    columns: `user_id uuid NOT NULL, session_date date NOT NULL, kind text NOT NULL,
              payment_intent_id text NOT NULL, paid_at timestamptz NOT NULL,
              PRIMARY KEY (user_id, session_date, kind)`,
  },
];
