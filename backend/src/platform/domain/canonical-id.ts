/**
 * Ids are UUIDs, and one id has one spelling: lower-case, hyphenated, no braces. PostgreSQL's uuid
 * type reads `ABC…`, `abc…` and `{abc…}` as one value, but a stream name or a key in a decider's
 * state is text, where they are three: an upper-case id in a path once opened a second
 * `member-<ID>` stream beside the member's own, where no rule of theirs applied.
 */
const CANONICAL_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The forms a client may send: any case, optionally in braces (as some tools write GUIDs). */
const ACCEPTED_UUID = /^(\{)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\})?$/i;

export function isCanonicalUuid(value: unknown): value is string {
  return typeof value === 'string' && CANONICAL_UUID.test(value);
}

/** The canonical form of a UUID sent in any accepted form, or undefined when `value` is not one. */
export function canonicalUuid(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = ACCEPTED_UUID.exec(value);
  // Braces come in pairs: "{id" or "id}" is not an id.
  if (!match || Boolean(match[1]) !== Boolean(match[3])) return undefined;
  return match[2].toLowerCase();
}

/** A programming error, not a client's: the HTTP edge canonicalises every id before it goes further. */
export class NonCanonicalId extends Error {
  constructor(readonly value: string) {
    super(`An id must be a lower-case UUID by the time it names a stream: ${JSON.stringify(value)}`);
  }
}

/** `userId` as it is, once it is known to be canonical; throws NonCanonicalId otherwise. */
export function assertCanonicalUuid(value: string): string {
  if (!isCanonicalUuid(value)) throw new NonCanonicalId(value);
  return value;
}
