import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each outbox event keeps the stream position it was decided at, so the relay appends a stream's
 * waiting events with that expected version: one append, exactly once (a repeat after a crash is
 * recognised by the event store as the same events at the same place), without reading the stream.
 * Rows written before this have none; the relay reads the stream for those.
 */
export class OutboxStreamPositions1763800000900 implements MigrationInterface {
  name = 'OutboxStreamPositions1763800000900';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE event_outbox ADD COLUMN stream_position bigint');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE event_outbox DROP COLUMN stream_position');
  }
}
