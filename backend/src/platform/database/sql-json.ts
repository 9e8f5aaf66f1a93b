/**
 * SQL that answers JSON: a read whose rows go to a screen (or several reads taken in one statement)
 * comes as JSON that the driver parses natively at once, where rows of a dozen columns, each
 * converted by JavaScript (dates made into Date objects), cost more than their statement did.
 */

/** A statement's placeholder (`$1`): what SQL fragments take for the values they compare with. */
export type SqlPlaceholder = `$${number}`;

/** An instant as JavaScript's toISOString() writes it ("2026-11-24T17:05:00.000Z"), or null. */
export function isoInstant(expression: string): string {
  return `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A row as a JSON object named by the aliases of `columns` (a select list): a subquery's row keeps its
 * column names in JSON, and is written faster and tighter than by json_build_object.
 */
export function jsonItem(columns: string): string {
  return `(SELECT item FROM (SELECT ${columns}) item) AS item`;
}

/** Rows as one JSON array, in their order: `rows` is a subquery, `order` its ORDER BY over `page_row`. */
export function jsonRows(rows: string, order: string): string {
  return `(SELECT coalesce(json_agg(page_row ORDER BY ${order}), '[]') FROM (${rows}) page_row)`;
}

/**
 * Rows' items as one JSON array: `rows` is a subquery giving each row's sort keys and its `item`
 * (`jsonItem`), `order` its ORDER BY over `page_row`, so the sort keys stay out of the answer.
 */
export function jsonItems(rows: string, order: string): string {
  return `(SELECT ${itemsArray(order)} FROM (${rows}) page_row)`;
}

/** `jsonItems` as the JSON text of the array, for a page sent as PostgreSQL wrote it. */
export function jsonItemsText(rows: string, order: string): string {
  return `(SELECT ${itemsArray(order)}::text FROM (${rows}) page_row)`;
}

const itemsArray = (order: string) => `coalesce(json_agg(page_row.item ORDER BY ${order}), '[]')`;
