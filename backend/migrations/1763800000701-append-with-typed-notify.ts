import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * append_events(), same contract, less work per append:
 * - A stream's version is its last event's position. The unique (stream_id, stream_position) index
 *   already refuses a second writer at a position, so the version is checked against the events
 *   themselves (one index probe) and no stream row is locked, written or logged. A writer that loses
 *   a race gets a unique violation on events_stream_position, which the adapter reports as such.
 * - An event id stored already is skipped by the insert (ON CONFLICT on its unique index) instead of
 *   looked up before it: a whole repeat answers where the stored events are, a partial one fails.
 * - The notification names the appended event types, so a subscriber wakes only for its own types
 *   (an empty payload, as before, still wakes every subscriber).
 * The streams table is no longer written and is dropped.
 */
export class AppendWithTypedNotify1763800000701 implements MigrationInterface {
  name = 'AppendWithTypedNotify1763800000701';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION append_events(
        p_stream text, p_expected text,
        p_ids uuid[], p_types text[], p_schema_versions integer[], p_data jsonb[], p_metadata jsonb[]
      ) RETURNS TABLE (next_version bigint, commit_position text, prepare_position bigint,
                       global_positions bigint[], created_at timestamptz, repeated boolean)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_count integer := cardinality(p_ids);
        v_current bigint;
        v_matches boolean;
        v_inserted integer;
        v_positions bigint[];
      BEGIN
        IF p_expected ~ '^-?[0-9]+$' AND p_expected::bigint >= 0 THEN
          -- The expected last event must be there; a later one makes the insert below fail.
          v_current := p_expected::bigint;
          v_matches := EXISTS (SELECT 1 FROM events e
                               WHERE e.stream_id = p_stream AND e.stream_position = v_current);
        ELSE
          SELECT coalesce(max(e.stream_position), -1) INTO v_current FROM events e WHERE e.stream_id = p_stream;
          v_matches := p_expected = 'any'
              OR (p_expected IN ('no_stream', '-1') AND v_current = -1)
              OR (p_expected = 'stream_exists' AND v_current >= 0);
        END IF;
        IF NOT v_matches THEN
          -- A repeat of stored events may come with the expectation they were first appended with.
          IF (SELECT count(*) FROM events e WHERE e.event_id = ANY (p_ids)) < v_count THEN
            SELECT coalesce(max(e.stream_position), -1) INTO v_current FROM events e WHERE e.stream_id = p_stream;
            RAISE EXCEPTION 'wrong expected version' USING ERRCODE = 'ES409', DETAIL = v_current::text;
          END IF;
          v_inserted := 0;
        ELSIF v_count = 1 THEN
          INSERT INTO events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
          VALUES (p_stream, v_current + 1, p_ids[1], p_types[1], p_schema_versions[1], p_data[1], p_metadata[1])
          ON CONFLICT (event_id) DO NOTHING
          RETURNING ARRAY[events.global_position] INTO v_positions;
          v_inserted := cardinality(v_positions);
        ELSE
          WITH inserted AS (
            INSERT INTO events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
            SELECT p_stream, v_current + t.ord, t.id, t.type, t.schema_version, t.data, t.metadata
            FROM unnest(p_ids, p_types, p_schema_versions, p_data, p_metadata)
              WITH ORDINALITY AS t(id, type, schema_version, data, metadata, ord)
            ON CONFLICT (event_id) DO NOTHING
            RETURNING events.global_position, events.stream_position)
          SELECT array_agg(i.global_position ORDER BY i.stream_position), count(*)
          INTO v_positions, v_inserted FROM inserted i;
        END IF;

        IF coalesce(v_inserted, 0) = 0 THEN
          -- An idempotent repeat: report where the stored events are.
          RETURN QUERY
            SELECT e.stream_position, e.transaction_id::text, e.global_position,
                   NULL::bigint[], e.created_at, true
            FROM events e WHERE e.event_id = ANY (p_ids)
            ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1;
          RETURN;
        ELSIF v_inserted < v_count THEN
          RAISE EXCEPTION 'some but not all of these event ids are stored already' USING ERRCODE = 'ES400';
        END IF;

        PERFORM pg_notify('sadhana_events',
          CASE WHEN v_count = 1 THEN p_types[1]
               ELSE array_to_string(ARRAY(SELECT DISTINCT unnest(p_types)), ',') END);
        RETURN QUERY
          SELECT v_current + v_count, pg_current_xact_id()::text, v_positions[v_count],
                 v_positions, now(), false;
      END
      $$`);
    await db.query('DROP TABLE streams');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('CREATE TABLE streams (stream_id text PRIMARY KEY, version bigint NOT NULL)');
    await db.query(
      'INSERT INTO streams SELECT stream_id, max(stream_position) FROM events GROUP BY stream_id',
    );
    // The previous definition is migration 1763800000400's: run its up() again.
    const { AppendReturnsPositions1763800000400 } = await import(
      './1763800000400-append-returns-positions.js'
    );
    await new AppendReturnsPositions1763800000400().up(db);
  }
}
