import { lockAt } from '@sadhana/rules/registration';
import type { SessionMailKind } from './practice-session.events.js';
import { notificationKey, type PracticeSession } from './practice-session.js';

/** A mail a member is owed: who, and which occurrence of its kind it tells. */
export type MailDue = { readonly userId: string; readonly occurrence: number };

function notYetTold(
  state: PracticeSession,
  kind: SessionMailKind,
  userId: string,
  occurrence: number,
): boolean {
  return (state.notified.get(notificationKey(kind, userId)) ?? 0) < occurrence;
}

/**
 * Who is owed a mail of `kind` about this session at `now`, decided from the session's own events (so
 * a mail never goes to someone who cancelled, left the waitlist or was removed meanwhile):
 * - reminder: each registration not reminded yet, while the lock is still open and the class on;
 * - promoted: each member registered whose latest promotion they were not told of;
 * - class-cancelled: everyone registered or waiting on a cancelled class, once per cancellation;
 * - session-full: everyone still waiting once the lock has closed, when nobody can be promoted.
 * Nothing is owed once the session has started.
 */
export function mailsDue(
  kind: SessionMailKind,
  state: PracticeSession,
  { sessionStartsAt, now }: { sessionStartsAt: Date; now: Date },
): MailDue[] {
  const lock = lockAt(sessionStartsAt, now);
  if (lock === 'past') return [];
  const cancelled = state.cancelledReason !== null;
  const owed = (userIds: Iterable<string>, occurrenceOf: (userId: string) => number): MailDue[] =>
    [...userIds]
      .map((userId) => ({ userId, occurrence: occurrenceOf(userId) }))
      .filter(({ userId, occurrence }) => occurrence > 0 && notYetTold(state, kind, userId, occurrence));
  switch (kind) {
    case 'reminder':
      return cancelled || lock !== 'open' ? [] : owed(state.registered, () => 1);
    case 'promoted':
      return cancelled ? [] : owed(state.registered, (userId) => state.promotions.get(userId) ?? 0);
    case 'class-cancelled':
      return cancelled ? owed([...state.registered, ...state.waitlist], () => state.cancellations) : [];
    case 'session-full':
      return cancelled || lock === 'open' ? [] : owed(state.waitlist, () => 1);
  }
}
