import type { PracticeSessionEvent } from '../../src/domain/practice-sessions/practice-session.events.js';
import * as session from '../../src/domain/practice-sessions/practice-session.js';
import { sessionStart } from '../../src/platform/domain/eastern-time.js';
import { deciderSpec } from './decider-spec.js';

// Tuesday 2026-11-24, Angamardhana 05:00 EST = 10:00Z; its 24-hour lock closes 2026-11-23T10:00Z.
const DATE = '2026-11-24';
/** When the history's events were recorded. */
const at = '2026-11-20T12:00:00.000Z';

/**
 * Given/when/then for the session decider's specs: one Tuesday, moments before and after its lock,
 * its places, and the registrations and waitlist of its history.
 */
export const tuesday = {
  DATE,
  /** Inside the registration window, before the lock. */
  OPEN: '2026-11-22T12:00:00Z',
  /** Past the lock: places no longer change hands. */
  LOCKED: '2026-11-23T15:00:00Z',
  at,
  places: (practiceCapacity: number | null): session.SessionPlaces => ({
    sessionStartsAt: sessionStart(DATE, '05:00'),
    practiceCapacity,
  }),
  given: deciderSpec(session.practiceSessionDecider),
  registered: (userId: string): PracticeSessionEvent => ({
    type: 'RegisteredForSession',
    data: { sessionDate: DATE, userId, registeredAt: at },
  }),
  joined: (userId: string, ticket: number): PracticeSessionEvent => ({
    type: 'JoinedWaitlist',
    data: { sessionDate: DATE, userId, ticket, joinedAt: at },
  }),
};
