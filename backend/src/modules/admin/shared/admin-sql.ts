/**
 * SQL pieces the admin's lists share: one way to match a search prefix and to name a person.
 * `u` is the users table.
 */

/** The person's name as the lists sort it: "first last", lower case. */
export const SORT_NAME = "lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))";

/**
 * Whether a user's first name, last name, full name or email starts with the search text `q` (any
 * case), its values added to `params`: each column is asked for the range of text that starts with
 * it, from the text itself to the text followed by the last code point (U+10FFFF, which no name
 * holds), in the byte order its prefix index (text_pattern_ops) keeps. With the values as parameters
 * a prepared statement's generic plan reads those indexes (a LIKE's pattern it cannot), and nothing
 * is checked again row by row (a LIKE beside the range was: twice four lower()s a match).
 */
export function matchesPrefix(q: string, params: SqlParams): string {
  const prefix = q.trim().toLowerCase();
  const from = params.add(prefix);
  const to = params.add(`${prefix}\u{10FFFF}`);
  const starts = (column: string) => `(${column} ~>=~ ${from} AND ${column} ~<~ ${to})`;
  return `(${[starts('lower(u.email)'), starts('lower(u.first_name)'), starts('lower(u.last_name)'), starts(SORT_NAME)].join(' OR ')})`;
}

/** An instant as JavaScript's toISOString() writes it ("2026-11-24T17:05:00.000Z"), or null. */
export function isoInstant(expression: string): string {
  return `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A page's rows as one JSON array, in their order: the driver parses it natively at once, where
 * fifty rows of a dozen columns, each converted by JavaScript (dates made into Date objects), cost
 * the lists more than their statement did. `rows` is a subquery, `order` its ORDER BY over `page_row`.
 */
export function jsonRows(rows: string, order: string): string {
  return `(SELECT coalesce(json_agg(page_row ORDER BY ${order}), '[]') FROM (${rows}) page_row)`;
}

/**
 * A page's rows as the JSON text of one array, to be sent as it is: `rows` is a subquery giving each
 * row's sort keys and its `item` (`jsonItem`), `order` its ORDER BY over `page_row`.
 */
export function jsonItemsText(rows: string, order: string): string {
  return `(SELECT coalesce(json_agg(page_row.item ORDER BY ${order}), '[]')::text FROM (${rows}) page_row)`;
}

/**
 * A row as a JSON object named by the aliases of `columns` (a select list): a subquery's row keeps its
 * column names in JSON, and is written faster and tighter than by json_build_object.
 */
export function jsonItem(columns: string): string {
  return `(SELECT item FROM (SELECT ${columns}) item) AS item`;
}

/** Adds a value to a query's parameters and answers its placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
