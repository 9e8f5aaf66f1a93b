import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * append_events(), same contract, less work per append:
 * - the stream's version is checked and moved on in one UPDATE (it locks the row, as the SELECT FOR
 *   UPDATE before it did); only a missing stream or a wrong version takes the slow path;
 * - the notification names the appended event types, so a subscriber wakes only for its own types
 *   (an empty payload, as before, still wakes every subscriber).
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
        v_existing integer;
        v_current bigint;
        v_positions bigint[];
      BEGIN
        SELECT count(*) INTO v_existing FROM events WHERE event_id = ANY (p_ids);
        IF v_existing = v_count THEN
          -- An idempotent repeat: report where the stored events are.
          RETURN QUERY
            SELECT e.stream_position, e.transaction_id::text, e.global_position,
                   NULL::bigint[], e.created_at, true
            FROM events e WHERE e.event_id = ANY (p_ids)
            ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1;
          RETURN;
        ELSIF v_existing > 0 THEN
          RAISE EXCEPTION 'some but not all of these event ids are stored already' USING ERRCODE = 'ES400';
        END IF;

        -- The usual case, one statement: the stream is there at the expected version.
        UPDATE streams s SET version = s.version + v_count
        WHERE s.stream_id = p_stream
          AND (p_expected = 'any'
            OR (p_expected = 'no_stream' AND s.version = -1)
            OR (p_expected = 'stream_exists' AND s.version >= 0)
            OR (p_expected ~ '^-?[0-9]+$' AND s.version = p_expected::bigint))
        RETURNING s.version - v_count INTO v_current;
        IF NOT FOUND THEN
          -- A new stream, or a wrong version: create the stream if absent, then check under its lock.
          INSERT INTO streams (stream_id, version) VALUES (p_stream, -1) ON CONFLICT DO NOTHING;
          SELECT s.version INTO v_current FROM streams s WHERE s.stream_id = p_stream FOR UPDATE;
          IF NOT (p_expected = 'any'
              OR (p_expected = 'no_stream' AND v_current = -1)
              OR (p_expected = 'stream_exists' AND v_current >= 0)
              OR (p_expected ~ '^-?[0-9]+$' AND v_current = p_expected::bigint)) THEN
            RAISE EXCEPTION 'wrong expected version' USING ERRCODE = 'ES409', DETAIL = v_current::text;
          END IF;
          UPDATE streams SET version = v_current + v_count WHERE stream_id = p_stream;
        END IF;

        WITH inserted AS (
          INSERT INTO events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
          SELECT p_stream, v_current + t.ord, t.id, t.type, t.schema_version, t.data, t.metadata
          FROM unnest(p_ids, p_types, p_schema_versions, p_data, p_metadata)
            WITH ORDINALITY AS t(id, type, schema_version, data, metadata, ord)
          RETURNING events.global_position, events.stream_position)
        SELECT array_agg(i.global_position ORDER BY i.stream_position) INTO v_positions FROM inserted i;
        PERFORM pg_notify('sadhana_events',
          CASE WHEN v_count = 1 THEN p_types[1]
               ELSE array_to_string(ARRAY(SELECT DISTINCT unnest(p_types)), ',') END);
        RETURN QUERY
          SELECT v_current + v_count, pg_current_xact_id()::text, v_positions[v_count],
                 v_positions, now(), false;
      END
      $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    // The previous definition is migration 1763800000400's: run its up() again.
    const { AppendReturnsPositions1763800000400 } = await import(
      './1763800000400-append-returns-positions.js'
    );
    await new AppendReturnsPositions1763800000400().up(db);
  }
}
