/**
 * The events of the log and their positions, which the port and each write path share.
 *
 * A global position is a pair of integers compared lexicographically. For PostgreSQL it is
 * (writing transaction id, global_position); for KurrentDB (commit position, prepare position).
 * Either way a reader that resumes after a position never sees an event twice and never skips one.
 */
export interface GlobalPosition {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START: GlobalPosition = Object.freeze({ commit: 0n, prepare: 0n });

export function comparePositions(a: GlobalPosition, b: GlobalPosition): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export function maxPosition(a: GlobalPosition, b: GlobalPosition): GlobalPosition {
  return comparePositions(a, b) >= 0 ? a : b;
}

/** `no_stream`: the stream must not exist; `stream_exists`: it must; a number: its current version (0-based, last event's position). */
export type ExpectedVersion = 'any' | 'no_stream' | 'stream_exists' | bigint;

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** Idempotency key: appending an event id that is already stored stores nothing. */
  readonly id: string;
  readonly type: Type;
  readonly data: Data;
  readonly metadata?: Record<string, unknown>;
  /** Schema version of `data`; defaults to 1. Old versions are lifted by the upcasters on read. */
  readonly schemaVersion?: number;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  readonly id: string;
  readonly streamId: string;
  /** 0-based position within its stream. */
  readonly streamPosition: bigint;
  readonly position: GlobalPosition;
  readonly type: Type;
  readonly schemaVersion: number;
  readonly data: Data;
  readonly metadata: Record<string, unknown>;
  readonly createdAt: Date;
}
