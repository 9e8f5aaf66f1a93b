import type { SessionDate } from '../time/eastern-time.js';

/** Events of one day's practice session, stream `practice-session-YYYY-MM-DD`. Ids only, no personal data. */
export type RegisteredForSession = {
  type: 'RegisteredForSession';
  data: { sessionDate: SessionDate; userId: string; registeredAt: string };
};

export type RegistrationCancelled = {
  type: 'RegistrationCancelled';
  data: { sessionDate: SessionDate; userId: string; cancelledAt: string };
};

export type PracticeSessionEvent = RegisteredForSession | RegistrationCancelled;

export const practiceSessionEventTypes = [
  'RegisteredForSession',
  'RegistrationCancelled',
] as const satisfies readonly PracticeSessionEvent['type'][];

export function practiceSessionStream(date: SessionDate): string {
  return `practice-session-${date}`;
}
