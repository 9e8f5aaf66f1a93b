/**
 * SQL pieces the admin's lists share: one way to match a search prefix and to name a person.
 * `u` is the users table. (How rows become JSON is platform/database/sql-json.ts.)
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

/** Adds a value to a query's parameters and answers its placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
