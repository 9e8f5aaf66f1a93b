import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A quoted JSON string that is a UUID with at least one upper-case letter (a lookahead fixes its length). */
const UPPER_CASE_UUID_IN_JSON =
  '"(?=[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")[0-9a-f-]*[A-F]';
const UUID_VALUE = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** A JSON object's top-level UUID strings in lower case; every other value as it was. */
const canonicalIds = (column: string) => `(
  SELECT coalesce(jsonb_object_agg(key, CASE
           WHEN jsonb_typeof(value) = 'string' AND value #>> '{}' ~ '${UUID_VALUE}'
           THEN to_jsonb(lower(value #>> '{}')) ELSE value END), '{}'::jsonb)
  FROM jsonb_each(${column}))`;

/** The read models whose projectors keyed a batch's rows by the id as text (see `up`). */
export const READ_MODELS_REBUILT = [
  'session_registration',
  'session_cancellation',
  'session_capacity',
  'member_summary',
  'membership',
  'fee_payment',
  'admin_audit',
  'studio_members',
  'session_rosters',
];

/**
 * Until ids were made canonical at the HTTP edge, an admin call with an upper-case user id in its path
 * or body wrote `member-<ID IN UPPER CASE>` beside the member's own stream (where the member's rules
 * did not see it) and events whose `userId` was that spelling, which stopped the studio_members
 * projector for good (two spellings of one row in one batch) and `npm run replay` with it.
 *
 * This folds each such stream into the member's canonical one, in commit order (the positions of the
 * whole stream are numbered again), and writes every upper-case UUID at the top of an event's data
 * or metadata in lower case, in the log and in the outbox. A log without such ids is left untouched;
 * one with them also has its read models rebuilt at the next start, since projectors that saw two
 * spellings of one member may have kept rows of both.
 *
 * The PostgreSQL event store only: a KurrentDB log cannot be rewritten in place (see docs/security.md).
 * There is no down: the upper-case spelling was the defect.
 */
export class CanonicalMemberIds1764400000000 implements MigrationInterface {
  name = 'CanonicalMemberIds1764400000000';

  async up(db: QueryRunner): Promise<void> {
    const streams: { global_position: string; canonical: string; position: string }[] = await db.query(
      `WITH misspelt AS (
         SELECT DISTINCT 'member-' || lower(substr(stream_id, 8)) AS canonical FROM events
         WHERE stream_id ~ '^member-[0-9a-fA-F-]{36}$' AND stream_id <> 'member-' || lower(substr(stream_id, 8))
       )
       SELECT e.global_position::text, m.canonical,
              (row_number() OVER (PARTITION BY m.canonical ORDER BY e.transaction_id, e.global_position) - 1)::text
                AS position
       FROM misspelt m JOIN events e ON lower(e.stream_id) = m.canonical
       WHERE e.stream_id ~ '^member-'`,
    );
    if (streams.length > 0) {
      const positions = streams.map((row) => row.global_position);
      // Out of the way first: (stream_id, stream_position) is unique at every row of the next update.
      await db.query(
        'UPDATE events SET stream_position = -1 - stream_position WHERE global_position = ANY($1::bigint[])',
        [positions],
      );
      await db.query(
        `UPDATE events e SET stream_id = f.canonical, stream_position = f.position
         FROM unnest($1::bigint[], $2::text[], $3::bigint[]) AS f(global_position, canonical, position)
         WHERE e.global_position = f.global_position`,
        [positions, streams.map((row) => row.canonical), streams.map((row) => row.position)],
      );
    }
    let changed = streams.length;
    for (const table of ['events', 'event_outbox'])
      for (const column of ['data', 'metadata']) {
        const [, count]: [unknown, number] = await db.query(
          `UPDATE ${table} SET ${column} = ${canonicalIds(column)}
           WHERE jsonb_typeof(${column}) = 'object' AND ${column}::text ~ '${UPPER_CASE_UUID_IN_JSON}'`,
        );
        changed += count;
      }
    // The relay appends a waiting event at the position it was decided at on its stream, which was
    // the misspelt one: without a position it reads the canonical stream instead.
    const [, relayed]: [unknown, number] = await db.query(
      `UPDATE event_outbox SET stream_id = 'member-' || lower(substr(stream_id, 8)), stream_position = NULL
       WHERE stream_id ~ '^member-[0-9a-fA-F-]{36}$' AND stream_id <> 'member-' || lower(substr(stream_id, 8))`,
    );
    changed += relayed;
    if (changed > 0)
      await db.query('UPDATE projection_checkpoints SET version = 0 WHERE name = ANY($1::text[])', [
        READ_MODELS_REBUILT,
      ]);
  }

  async down(): Promise<void> {}
}
