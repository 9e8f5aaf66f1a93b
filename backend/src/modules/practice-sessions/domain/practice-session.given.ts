// Given/when/then for the session decider's specs: one Tuesday and its history.
import { sessionStart } from '../../../platform/domain/eastern-time.js';
import type { PracticeSessionEvent } from './practice-session.events.js';
import {
  decide,
  evolve,
  initialPracticeSession,
  type PracticeSessionCommand,
  type SessionPlaces,
} from './practice-session.js';

// Tuesday 2026-11-24, Angamardhana 05:00 EST = 10:00Z; its 24-hour lock closes 2026-11-23T10:00Z.
export const DATE = '2026-11-24';
export const OPEN = '2026-11-22T12:00:00Z';
export const LOCKED = '2026-11-23T15:00:00Z';

export const places = (practiceCapacity: number | null): SessionPlaces => ({
  sessionStartsAt: sessionStart(DATE, '05:00'),
  practiceCapacity,
});

export const given = (events: PracticeSessionEvent[]) => ({
  // when(command)() decides; the expectation is the "then".
  when: (command: PracticeSessionCommand) => () =>
    decide(command, events.reduce(evolve, initialPracticeSession)),
});

export const at = '2026-11-20T12:00:00.000Z';
export const registered = (userId: string): PracticeSessionEvent => ({
  type: 'RegisteredForSession',
  data: { sessionDate: DATE, userId, registeredAt: at },
});
export const joined = (userId: string, ticket: number): PracticeSessionEvent => ({
  type: 'JoinedWaitlist',
  data: { sessionDate: DATE, userId, ticket, joinedAt: at },
});
