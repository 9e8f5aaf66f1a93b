import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The PostgreSQL event store: the events table, a streams table for optimistic
 * concurrency, and append_events(), which checks the expected version, deduplicates by event id
 * and writes a batch in one round trip. Readers order by (transaction_id, global_position) and only
 * read below pg_snapshot_xmin, so an event that commits late is never skipped.
 */
export class EventStore1763800000000 implements MigrationInterface {
  name = 'EventStore1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE streams (
        stream_id text PRIMARY KEY,
        version bigint NOT NULL
      )`);
    await db.query(`
      CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        stream_position bigint NOT NULL,
        event_id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        schema_version integer NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_position UNIQUE (stream_id, stream_position)
      )`);
    await db.query('CREATE INDEX events_commit_order ON events (transaction_id, global_position)');
    await db.query('CREATE INDEX events_type_commit_order ON events (type, transaction_id, global_position)');
    await db.query(`
      CREATE FUNCTION append_events(
        p_stream text, p_expected text,
        p_ids uuid[], p_types text[], p_schema_versions integer[], p_data jsonb[], p_metadata jsonb[]
      ) RETURNS TABLE (next_version bigint, commit_position text, prepare_position bigint)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_count integer := cardinality(p_ids);
        v_existing integer;
        v_current bigint;
      BEGIN
        SELECT count(*) INTO v_existing FROM events WHERE event_id = ANY (p_ids);
        IF v_existing = v_count THEN
          -- An idempotent repeat: report where the stored events are.
          RETURN QUERY
            SELECT e.stream_position, e.transaction_id::text, e.global_position
            FROM events e WHERE e.event_id = ANY (p_ids)
            ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1;
          RETURN;
        ELSIF v_existing > 0 THEN
          RAISE EXCEPTION 'some but not all of these event ids are stored already' USING ERRCODE = 'ES400';
        END IF;

        INSERT INTO streams (stream_id, version) VALUES (p_stream, -1) ON CONFLICT DO NOTHING;
        SELECT s.version INTO v_current FROM streams s WHERE s.stream_id = p_stream FOR UPDATE;

        IF NOT (p_expected = 'any'
            OR (p_expected = 'no_stream' AND v_current = -1)
            OR (p_expected = 'stream_exists' AND v_current >= 0)
            OR (p_expected ~ '^-?[0-9]+$' AND v_current = p_expected::bigint)) THEN
          RAISE EXCEPTION 'wrong expected version' USING ERRCODE = 'ES409', DETAIL = v_current::text;
        END IF;

        INSERT INTO events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
        SELECT p_stream, v_current + t.ord, t.id, t.type, t.schema_version, t.data, t.metadata
        FROM unnest(p_ids, p_types, p_schema_versions, p_data, p_metadata)
          WITH ORDINALITY AS t(id, type, schema_version, data, metadata, ord);

        UPDATE streams SET version = v_current + v_count WHERE stream_id = p_stream;
        PERFORM pg_notify('sadhana_events', '');

        RETURN QUERY
          SELECT v_current + v_count, pg_current_xact_id()::text,
                 (SELECT max(e.global_position) FROM events e WHERE e.stream_id = p_stream
                    AND e.stream_position = v_current + v_count);
      END
      $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP FUNCTION append_events');
    await db.query('DROP TABLE events');
    await db.query('DROP TABLE streams');
  }
}
