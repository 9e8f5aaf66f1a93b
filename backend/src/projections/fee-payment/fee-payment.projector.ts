import { takenCreditDescription } from '../../domain/membership/fee-ledger.js';
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
    'payments taken at the studio against the balance (fee_payment_taken), and the credit they leave',
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
    const credit = (
      entry: 'credited' | 'applied',
      data: PaymentPart,
      items: readonly FeeRef[],
      description: string | null = null,
    ) =>
      db.query(
        `INSERT INTO ${table('fee_credit')} (payment_intent_id, entry, user_id, amount_cents, items, at, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (payment_intent_id, entry) DO NOTHING`,
        [
          data.paymentIntentId,
          entry,
          data.userId,
          data.amountCents,
          JSON.stringify(items),
          data.at,
          description,
        ],
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
        case 'FeePaymentTaken': {
          const { userId, paymentId, amountCents, method, note, items, takenBy, at } = event.data;
          await db.query(
            `INSERT INTO ${table('fee_payment_taken')} (payment_id, user_id, amount_cents, method, note,
               fees_settled, credit_added_cents, credit_used_cents, owed_after_cents, taken_by, at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (payment_id) DO NOTHING`,
            [
              paymentId,
              userId,
              amountCents,
              method,
              note,
              items.length,
              event.data.creditAddedCents,
              event.data.creditUsedCents,
              event.data.owedAfterCents,
              takenBy,
              at,
            ],
          );
          if (items.length > 0) {
            await db.query(
              `INSERT INTO ${payments} (user_id, session_date, kind, settlement, note, recorded_by, paid_at)
               SELECT $1, d, k, $4, $5, $6, $7 FROM unnest($2::date[], $3::text[]) AS item(d, k)
               ON CONFLICT (user_id, session_date, kind) DO NOTHING`,
              [userId, items.map((i) => i.sessionDate), items.map((i) => i.kind), method, note, takenBy, at],
            );
          }
          const part = { userId, paymentIntentId: paymentId, at };
          if (event.data.creditAddedCents > 0) {
            await credit(
              'credited',
              { ...part, amountCents: event.data.creditAddedCents },
              [],
              takenCreditDescription(method, event.data.owedAfterCents),
            );
          }
          if (event.data.creditUsedCents > 0) {
            await credit('applied', { ...part, amountCents: event.data.creditUsedCents }, []);
          }
          break;
        }
      }
    }
  },
});
