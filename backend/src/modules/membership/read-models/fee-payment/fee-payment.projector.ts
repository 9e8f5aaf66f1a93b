import { defineProjector } from '../../../../platform/projection-engine/projector.js';
import { type FeePaymentEvent, feePaymentEventTypes } from '../../domain/fee-payment.events.js';
import { feePaymentTables } from './fee-payment.tables.js';

/** Inline: the fees ledger fetched right after the payment's webhook already shows the lines as paid. */
export const feePaymentProjector = defineProjector<FeePaymentEvent>({
  name: 'fee_payment',
  version: 1,
  eventTypes: feePaymentEventTypes,
  inline: true,
  tables: feePaymentTables,

  async apply(events, { db, table }) {
    const payments = table('fee_payment');
    for (const event of events) {
      const { userId, paymentIntentId, items, at } = event.data;
      if (items.length === 0) continue;
      // A fee paid twice (two tabs) keeps its first payment.
      await db.query(
        `INSERT INTO ${payments} (user_id, session_date, kind, payment_intent_id, paid_at)
         SELECT $1, d, k, $4, $5 FROM unnest($2::date[], $3::text[]) AS item(d, k)
         ON CONFLICT (user_id, session_date, kind) DO NOTHING`,
        [userId, items.map((i) => i.sessionDate), items.map((i) => i.kind), paymentIntentId, at],
      );
    }
  },
});
