import type { ExpectedVersion } from '../event-store.port.js';

export const UNIQUE_VIOLATION = '23505';
/** append_events: some but not all of the events are stored already. */
export const PARTIAL_REPEAT = 'ES400';

/**
 * append_events' ordinary refusals of a writer that came second: a wrong expected version (ES409),
 * or the same stream position taken first (a unique violation of events_stream_position).
 */
export function isLostAppendRace(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === 'ES409' || (code === UNIQUE_VIOLATION && constraint === 'events_stream_position');
}

/**
 * A unique violation inside append_events: a writer that raced this one to a new stream, or stored
 * the same event ids at the same moment. The caller decides again from what is stored now.
 */
export class AppendRace extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly sameEventIds: boolean,
  ) {
    super(`Stream ${streamId}: another writer appended at the same moment`);
    this.name = 'AppendRace';
  }
}
