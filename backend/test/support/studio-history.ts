import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../../src/platform/event-store/event-store.port.js';
import { seededRandom } from './seeded-random.js';

/** One stream's events, appended in one go. */
export interface StreamHistory {
  readonly stream: string;
  readonly events: NewEvent[];
}

const DAY_MS = 86_400_000;
const dateOf = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * DAY_MS).toISOString().slice(0, 10);
const at = (day: number, hour = 12) => `${dateOf(day)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/**
 * A varied studio log for comparing a read model rebuilt in memory with one built batch by batch:
 * members who sign up, come back on some days, are deleted and restored, subscribe, renew, fail a
 * payment, pause while away (some resuming early), cancel and withdraw, leave and rejoin, get complimentary memberships (one ended before it
 * began); sessions with registrations, cancellations, statuses set and cleared, walk-ins, removals by
 * an admin, a waitlist, classes cancelled and restored, capacities and fees. Some events name a
 * member's id in upper case, as a path once let through. Deterministic for a seed.
 */
export function studioHistory(seed: number, members = 40, days = 60): StreamHistory[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const event = (type: string, data: Record<string, unknown>): NewEvent => ({ id: randomUUID(), type, data });
  const adminId = randomUUID();
  const ids = Array.from({ length: members }, () => randomUUID());
  /** Now and then the same member in upper case. */
  const spelled = (id: string) => (random() < 0.08 ? id.toUpperCase() : id);
  const histories: StreamHistory[] = [];

  for (const [m, userId] of ids.entries()) {
    const joined = Math.floor(random() * (days / 2));
    const events: NewEvent[] = [
      event('MemberSignedUp', { userId, authMethod: pick(['email', 'google']), at: at(joined, 17) }),
    ];
    for (let day = joined; day < days; day++) {
      if (random() < 0.3)
        events.push(event('MemberActive', { userId: spelled(userId), date: dateOf(day), at: at(day) }));
    }
    if (m % 4 === 0) {
      const subscriptionId = `sub_${m}`;
      const start = joined + Math.floor(random() * 10);
      events.push(
        event('MembershipStarted', {
          userId,
          subscriptionId,
          periodStart: at(start, 9),
          periodEnd: at(start + 30, 9),
          at: at(start, 9),
        }),
        event('MembershipRenewed', {
          userId,
          subscriptionId,
          periodStart: at(start + 30, 9),
          periodEnd: at(start + 60, 9),
          at: at(start + 30, 9),
        }),
      );
      if (m % 3 === 0) {
        // Paused two weeks while away, the next payment moved by as much; now and then resumed early.
        const pauseId = randomUUID();
        const from = dateOf(start + 5);
        events.push(
          event('MembershipPaused', {
            userId: spelled(userId),
            subscriptionId,
            pauseId,
            from,
            until: dateOf(start + 18),
            weeks: 2,
            pausedBy: m % 2 === 0 ? userId : adminId,
            nextBillingAt: at(start + 74, 9),
            at: at(start + 5),
          }),
        );
        if (m % 6 === 0) {
          events.push(
            event('MembershipResumed', {
              userId,
              subscriptionId,
              pauseId,
              from,
              resumedOn: dateOf(start + 9),
              lastDay: dateOf(start + 8),
              resumedBy: userId,
              nextBillingAt: at(start + 64, 9),
              at: at(start + 9),
            }),
          );
        }
      }
      if (m % 12 === 4) {
        // A payment failed and nothing since: the membership shows it.
        events.push(
          event('MembershipPaymentFailed', {
            userId,
            subscriptionId,
            invoiceId: `in_${m}`,
            at: at(start + 31),
          }),
        );
      }
      if (m % 8 === 0) {
        events.push(
          event('MembershipPaymentFailed', {
            userId,
            subscriptionId,
            invoiceId: `in_${m}`,
            at: at(start + 31),
          }),
          event('MembershipCancellationScheduled', {
            userId: spelled(userId),
            subscriptionId,
            endsAt: at(start + 60),
            at: at(start + 32),
          }),
          event('MembershipCancellationWithdrawn', { userId, subscriptionId, at: at(start + 33) }),
          event('MembershipEnded', { userId, subscriptionId, endedAt: at(start + 40), at: at(start + 40) }),
          event('MembershipStarted', {
            userId,
            subscriptionId: `${subscriptionId}_again`,
            periodStart: at(start + 45, 9),
            periodEnd: at(start + 75, 9),
            at: at(start + 45, 9),
          }),
        );
      }
    }
    if (m % 5 === 1) {
      const grantId = randomUUID();
      const from = dateOf(joined + 3);
      const until = dateOf(joined + 20);
      events.push(
        event('ComplimentaryMembershipGranted', {
          userId,
          grantId,
          from,
          until,
          reason: 'scholarship',
          grantedBy: adminId,
          at: at(joined + 2),
        }),
      );
      if (m % 10 === 1) {
        events.push(
          event('ComplimentaryMembershipEnded', {
            userId,
            grantId,
            from,
            lastDay: dateOf(joined + 10),
            endedOn: dateOf(joined + 10),
            endedBy: adminId,
            at: at(joined + 10),
          }),
        );
      }
    }
    if (m % 15 === 2) {
      const grantId = randomUUID();
      const from = dateOf(joined + 25);
      events.push(
        event('ComplimentaryMembershipGranted', {
          userId,
          grantId,
          from,
          until: dateOf(joined + 40),
          reason: 'gift',
          grantedBy: adminId,
          at: at(joined + 5),
        }),
        // Ended before it began: it covers no day.
        event('ComplimentaryMembershipEnded', {
          userId,
          grantId,
          from,
          lastDay: dateOf(joined + 6),
          endedOn: dateOf(joined + 7),
          endedBy: adminId,
          at: at(joined + 7),
        }),
      );
    }
    if (m % 7 === 3) {
      events.push(event('MemberDeleted', { userId, deletedBy: adminId, at: at(joined + 12) }));
      if (m % 14 === 3)
        events.push(event('MemberRestored', { userId, restoredBy: adminId, at: at(joined + 15) }));
    }
    if (m % 6 === 0)
      events.push(event('MemberProfileUpdated', { userId, fields: ['phone'], at: at(joined + 1) }));
    histories.push({ stream: `member-${userId}`, events });
  }

  const statuses = [
    'registered_attended',
    'registered_no_show',
    'walk_in_attended',
    'registered_cancelled_by_participant',
  ];
  for (let day = 0; day < days; day++) {
    const sessionDate = dateOf(day);
    const events: NewEvent[] = [];
    const registered = new Set<string>();
    for (const userId of ids) {
      if (random() > 0.25) continue;
      registered.add(userId);
      events.push(
        event('RegisteredForSession', { sessionDate, userId: spelled(userId), registeredAt: at(day - 2) }),
      );
    }
    if (day % 9 === 4)
      events.push(
        event('SessionCapacitySet', { sessionDate, capacity: 12, setBy: adminId, at: at(day - 1) }),
      );
    for (const userId of registered) {
      const roll = random();
      if (roll < 0.1) {
        events.push(event('RegistrationCancelled', { sessionDate, userId, cancelledAt: at(day - 1) }));
        if (random() < 0.5)
          events.push(event('RegisteredForSession', { sessionDate, userId, registeredAt: at(day - 1, 13) }));
      } else if (roll < 0.6) {
        events.push(
          event('AttendanceStatusSet', {
            sessionDate,
            userId,
            status: pick(statuses),
            setBy: adminId,
            at: at(day, 15),
          }),
        );
        if (random() < 0.1)
          events.push(
            event('AttendanceStatusCleared', { sessionDate, userId, clearedBy: adminId, at: at(day, 16) }),
          );
      } else if (roll < 0.65) {
        events.push(
          event('RegistrationRemovedByAdmin', {
            sessionDate,
            userId,
            removedBy: adminId,
            reason: 'removed',
            at: at(day - 1),
          }),
        );
      } else if (roll < 0.68) {
        // A registration cancelled with a status recorded: the row stays, unregistered.
        events.push(
          event('AttendanceStatusSet', {
            sessionDate,
            userId,
            status: 'registered_no_show',
            setBy: adminId,
            at: at(day, 15),
          }),
          event('RegistrationCancelled', { sessionDate, userId, cancelledAt: at(day, 16) }),
        );
      }
    }
    const walkIn = pick(ids);
    if (!registered.has(walkIn)) {
      events.push(
        event('AttendanceStatusSet', {
          sessionDate,
          userId: walkIn,
          status: 'walk_in_attended',
          setBy: adminId,
          at: at(day, 15),
        }),
      );
    }
    const waiting = ids.filter((id) => !registered.has(id)).slice(0, 3);
    for (const [ticket, userId] of waiting.entries()) {
      events.push(
        event('JoinedWaitlist', { sessionDate, userId, ticket: ticket + 1, joinedAt: at(day - 1) }),
      );
    }
    if (waiting[0]) {
      events.push(
        event('PromotedFromWaitlist', { sessionDate, userId: waiting[0], promotedAt: at(day - 1, 14) }),
        event('RegisteredForSession', { sessionDate, userId: waiting[0], registeredAt: at(day - 1, 14) }),
      );
    }
    if (waiting[1])
      events.push(event('LeftWaitlist', { sessionDate, userId: waiting[1], leftAt: at(day - 1, 15) }));
    if (day % 11 === 5) {
      events.push(
        event('SessionCancelled', {
          sessionDate,
          reason: 'teacher ill',
          cancelledBy: adminId,
          at: at(day - 1),
        }),
      );
      if (day % 22 === 5)
        events.push(event('SessionRestored', { sessionDate, restoredBy: adminId, at: at(day - 1, 18) }));
    }
    if (events.length > 0) histories.push({ stream: `practice-session-${sessionDate}`, events });
  }

  const fees: NewEvent[] = ids.slice(0, 6).map((userId, i) =>
    event('FeesPaid', {
      userId,
      paymentIntentId: `pi_${i}`,
      amountCents: 5000,
      items: [{ sessionDate: dateOf(i + 3), kind: 'drop_in' }],
      at: at(i + 4),
    }),
  );
  histories.push({ stream: `fees-${adminId}`, events: fees });
  return histories;
}
