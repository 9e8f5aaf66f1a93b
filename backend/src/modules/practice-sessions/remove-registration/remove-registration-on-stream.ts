import { practiceSessionStream } from '../../../domain/practice-sessions/practice-session.events.js';
import {
  practiceSessionDecider,
  type RemoveRegistration,
} from '../../../domain/practice-sessions/practice-session.js';
import type { UnitOfWork } from '../../../platform/command-path/unit-of-work.js';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port.js';

/**
 * An admin's removal of one member's registration, decided on its session's stream inside the caller's
 * unit of work: the Remove button refuses where there is none, a member's deletion passes over it.
 * Answers the events it appended (none where there was nothing to remove).
 */
export async function removeRegistrationOnStream(
  handleCommand: UnitOfWork['handleCommand'],
  data: RemoveRegistration['data'],
): Promise<readonly RecordedEvent[]> {
  const { newEvents } = await handleCommand(
    practiceSessionStream(data.sessionDate),
    { type: 'RemoveRegistration' as const, data },
    practiceSessionDecider,
    { metadata: { adminId: data.adminId } },
  );
  return newEvents;
}
