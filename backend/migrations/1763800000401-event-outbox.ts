import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * With an event store outside PostgreSQL (KurrentDB), events are first written here, in the same
 * transaction as the ordinary-table change they record; the outbox relay appends them to the event
 * store (idempotently, by event id) and deletes them. Unused with the PostgreSQL event store.
 */
export class EventOutbox1763800000401 implements MigrationInterface {
  name = 'EventOutbox1763800000401';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE event_outbox (
        sequence bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        stream_id text NOT NULL,
        event_id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        schema_version integer NOT NULL DEFAULT 1,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query('CREATE INDEX event_outbox_stream ON event_outbox (stream_id, sequence)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE event_outbox');
  }
}
