import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Appends cost less, same contract:
 * - No NOTIFY in the appending transaction. A transaction that notifies takes, at commit, a lock on
 *   the whole server's notification queue, so every append's commit queued behind every other's.
 *   The event store now wakes its own process's subscribers itself once an append has committed and
 *   sends other processes one NOTIFY for many appends (see PostgresEventStore).
 * - append_event(): one event, in plain parameters (no arrays to print and parse) and two
 *   statements in the usual case (the expected last event is there; the insert). A stream expected
 *   new is not looked up: its first position's unique index refuses the insert if it exists. Only a
 *   mismatch looks further: a repeat of the stored event answers where it is, anything else is a
 *   wrong expected version (ES409) with the stream's version.
 * - append_events() (several events) no longer looks up a stream expected new either.
 */
export class AppendWithoutNotify1763800001600 implements MigrationInterface {
  name = 'AppendWithoutNotify1763800001600';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION append_event(
        p_stream text, p_expected text,
        p_id uuid, p_type text, p_schema_version integer, p_data jsonb, p_metadata jsonb
      ) RETURNS TABLE (next_version bigint, commit_position text, prepare_position bigint,
                       created_at timestamptz, repeated boolean)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_after bigint;
        v_matches boolean;
      BEGIN
        IF p_expected = 'no_stream' THEN
          v_after := -1;
          v_matches := true;
        ELSIF p_expected = 'any' OR p_expected = 'stream_exists' THEN
          SELECT coalesce(max(e.stream_position), -1) INTO v_after FROM events e WHERE e.stream_id = p_stream;
          v_matches := p_expected = 'any' OR v_after >= 0;
        ELSE
          -- The expected last event must be there; a later one makes the insert below fail.
          v_after := p_expected::bigint;
          v_matches := v_after = -1 OR (v_after >= 0 AND EXISTS (
            SELECT 1 FROM events e WHERE e.stream_id = p_stream AND e.stream_position = v_after));
        END IF;
        IF v_matches THEN
          RETURN QUERY
            INSERT INTO events AS e (stream_id, stream_position, event_id, type, schema_version, data, metadata)
            VALUES (p_stream, v_after + 1, p_id, p_type, p_schema_version, p_data, p_metadata)
            ON CONFLICT (event_id) DO NOTHING
            RETURNING e.stream_position, e.transaction_id::text, e.global_position, e.created_at, false;
          IF FOUND THEN
            RETURN;
          END IF;
        END IF;
        -- Stored already (an idempotent repeat, with whichever expectation): report where it is.
        RETURN QUERY
          SELECT e.stream_position, e.transaction_id::text, e.global_position, e.created_at, true
          FROM events e WHERE e.event_id = p_id;
        IF NOT FOUND THEN
          SELECT coalesce(max(e.stream_position), -1) INTO v_after FROM events e WHERE e.stream_id = p_stream;
          RAISE EXCEPTION 'wrong expected version' USING ERRCODE = 'ES409', DETAIL = v_after::text;
        END IF;
      END
      $$`);
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
        IF p_expected IN ('no_stream', '-1') THEN
          -- The first position's unique index refuses the insert if the stream exists.
          v_current := -1;
          v_matches := true;
        ELSIF p_expected ~ '^[0-9]+$' THEN
          -- The expected last event must be there; a later one makes the insert below fail.
          v_current := p_expected::bigint;
          v_matches := EXISTS (SELECT 1 FROM events e
                               WHERE e.stream_id = p_stream AND e.stream_position = v_current);
        ELSE
          SELECT coalesce(max(e.stream_position), -1) INTO v_current FROM events e WHERE e.stream_id = p_stream;
          v_matches := p_expected = 'any' OR (p_expected = 'stream_exists' AND v_current >= 0);
        END IF;
        IF NOT v_matches THEN
          -- A repeat of stored events may come with the expectation they were first appended with.
          IF (SELECT count(*) FROM events e WHERE e.event_id = ANY (p_ids)) < v_count THEN
            SELECT coalesce(max(e.stream_position), -1) INTO v_current FROM events e WHERE e.stream_id = p_stream;
            RAISE EXCEPTION 'wrong expected version' USING ERRCODE = 'ES409', DETAIL = v_current::text;
          END IF;
          v_inserted := 0;
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
        RETURN QUERY
          SELECT v_current + v_count, pg_current_xact_id()::text, v_positions[v_count],
                 v_positions, now(), false;
      END
      $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION append_event(text, text, uuid, text, integer, jsonb, jsonb)');
    // The previous append_events is migration 1763800000701's; its up() also drops the streams table
    // it replaced, so it gets an empty one to drop.
    await db.query('CREATE TABLE streams (stream_id text PRIMARY KEY, version bigint NOT NULL)');
    const { AppendWithTypedNotify1763800000701 } = await import(
      './1763800000701-append-with-typed-notify.js'
    );
    await new AppendWithTypedNotify1763800000701().up(db);
  }
}
