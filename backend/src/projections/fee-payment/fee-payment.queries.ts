import {
  isoInstant,
  jsonItem,
  jsonItems,
  jsonRows,
  type SqlPlaceholder,
} from '../../platform/database/sql-json.js';

/** SQL: the fees a member has settled as a JSON array of `{ sessionDate, kind, settlement }`. */
export function settledFeesJsonSql(userId: SqlPlaceholder): string {
  return jsonRows(
    `SELECT to_char(session_date, 'YYYY-MM-DD') AS "sessionDate", kind, settlement
     FROM fee_payment WHERE user_id = ${userId}`,
    'page_row."sessionDate", page_row.kind',
  );
}

/**
 * SQL: the payments the studio took from a member in person as a JSON array of FeePaymentTaken,
 * newest first.
 */
export function paymentsTakenJsonSql(userId: SqlPlaceholder): string {
  return jsonItems(
    `SELECT at, payment_id, ${jsonItem(
      `payment_id AS "paymentId", ${isoInstant('at')} AS at, (amount_cents / 100.0)::float8 AS amount, method, note,
       fees_settled AS "feesSettled", (credit_added_cents / 100.0)::float8 AS "creditAdded",
       (credit_used_cents / 100.0)::float8 AS "creditUsed", (owed_after_cents / 100.0)::float8 AS "owedAfter"`,
    )}
     FROM fee_payment_taken WHERE user_id = ${userId}`,
    'page_row.at DESC, page_row.payment_id',
  );
}

/**
 * SQL: a member's credit entries as a JSON array, newest first: each credited or applied amount in
 * cents, how many fees it paid again (`repeated`) and when (an ISO instant).
 */
export function feeCreditsJsonSql(userId: SqlPlaceholder): string {
  return jsonItems(
    `SELECT at, payment_intent_id, ${jsonItem(
      `entry, amount_cents AS "amountCents", jsonb_array_length(items) AS repeated, ${isoInstant('at')} AS at,
       description`,
    )}
     FROM fee_credit WHERE user_id = ${userId}`,
    'page_row.at DESC, page_row.payment_intent_id',
  );
}
