import {
  type FeePaymentEvent,
  type FeeRef,
  feePaymentEventTypes,
  type PaymentPart,
} from '../../domain/membership/fee-payment.events.js';
import { defineProjector } from '../../platform/projection-engine/projector.js';
import { feePaymentTables } from './fee-payment.tables.js';

/** Inline: the fees ledger fetched right after a payment or an admin's settlement already shows it. */
export const feePaymentProjector = defineProjector<FeePaymentEvent>({
  name: 'fee_payment',
  versions: [
    'fees paid online',
    'fees settled by hand and waived, with how each fee was settled',
    'fee_credit, the credit left by payments of fees already paid, and its use',
  ],
  eventTypes: feePaymentEventTypes,
  inline: true,
  tables: feePaymentTables,

  async apply(events, { db, table }) {
    const payments = table('fee_payment');
    // A fee settled twice (two tabs, a payment racing a cash entry) keeps its first settlement.
    const insert = (values: unknown[]) =>
      db.query(
        `INSERT INTO ${payments} (user_id, session_date, kind, settlement, payment_intent_id, note, recorded_by, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id, session_date, kind) DO NOTHING`,
        values,
      );
    // A payment credits once and uses credit once (the decider records each PaymentIntent once).
    const credit = (entry: 'credited' | 'applied', data: PaymentPart, items: readonly FeeRef[]) =>
      db.query(
        `INSERT INTO ${table('fee_credit')} (payment_intent_id, entry, user_id, amount_cents, items, at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (payment_intent_id, entry) DO NOTHING`,
        [data.paymentIntentId, entry, data.userId, data.amountCents, JSON.stringify(items), data.at],
      );
    for (const event of events) {
      switch (event.type) {
        case 'FeePaymentCredited':
          await credit('credited', event.data, event.data.items);
          break;
        case 'FeeCreditApplied':
          await credit('applied', event.data, []);
          break;
        case 'FeesPaid': {
          const { userId, paymentIntentId, items, at } = event.data;
          if (items.length === 0) continue;
          await db.query(
            `INSERT INTO ${payments} (user_id, session_date, kind, settlement, payment_intent_id, paid_at)
             SELECT $1, d, k, 'online', $4, $5 FROM unnest($2::date[], $3::text[]) AS item(d, k)
             ON CONFLICT (user_id, session_date, kind) DO NOTHING`,
            [userId, items.map((i) => i.sessionDate), items.map((i) => i.kind), paymentIntentId, at],
          );
          break;
        }
        case 'FeeSettledByHand': {
          const { userId, sessionDate, kind, method, note, settledBy, at } = event.data;
          await insert([userId, sessionDate, kind, method, null, note, settledBy, at]);
          break;
        }
        case 'FeeWaived': {
          const { userId, sessionDate, kind, reason, waivedBy, at } = event.data;
          await insert([userId, sessionDate, kind, 'waived', null, reason, waivedBy, at]);
          break;
        }
      }
    }
  },
});
