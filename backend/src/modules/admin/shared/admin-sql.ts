/**
 * SQL pieces the admin's lists share: one way to match a search prefix and to name a person.
 * `u` is the users table.
 */

/** The person's name as the lists sort it: "first last", lower case. */
export const SORT_NAME = "lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))";

/** A search text as a LIKE prefix, its wildcards escaped (the pattern is used with ESCAPE '\'). */
export function prefixPattern(q: string): string {
  return `${q
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether a user's first name, last name, full name or email starts with the pattern at `placeholder`. */
export function matchesPrefix(placeholder: string): string {
  const like = (column: string) => `${column} LIKE ${placeholder} ESCAPE '\\'`;
  return `(${[like('lower(u.email)'), like('lower(u.first_name)'), like('lower(u.last_name)'), like(SORT_NAME)].join(' OR ')})`;
}

/** Adds a value to a query's parameters and answers its placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
