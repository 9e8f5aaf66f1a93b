import { type NewEvent, type RecordedEvent, START } from '../event-store.port.js';

/** One event waiting in `event_outbox` for the relay. */
export interface OutboxRow {
  sequence: string;
  stream_id: string;
  event_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: Record<string, unknown>;
  /** The stream position it was decided at (null in rows older than that column). */
  stream_position: string | null;
  created_at: Date;
}

export function toNewEvent(row: OutboxRow): NewEvent {
  return {
    id: row.event_id,
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
  };
}

/** A waiting event as deciders read it: at its provisional stream position, with no log position yet. */
export function toWaitingEvent(row: OutboxRow, streamPosition: bigint): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    streamPosition,
    position: START,
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    createdAt: row.created_at,
  };
}
