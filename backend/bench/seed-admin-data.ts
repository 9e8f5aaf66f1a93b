import { randomUUID } from 'node:crypto';
import { ATTENDANCE_STATUSES } from '@sadhana/rules/attendance';
import type { DataSource } from 'typeorm';
import { addDays } from '../src/platform/domain/eastern-time.js';
import type { AppendResult, EventStore, NewEvent } from '../src/platform/event-store/event-store.port.js';

/** A small deterministic generator, so every run seeds the same shape of data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The admin reads' data set: `members` users (a fifth of them paying), each signed up with 30 active
 * days and 25 registrations over the last 90 days (one in five with a status) — 61 events a member,
 * 305,000 for 5,000 — appended through the event store as the app would, one batch per stream.
 */
export async function seedAdminData(
  dataSource: DataSource,
  eventStore: EventStore,
  { members, today }: { members: number; today: string },
): Promise<{ events: number; lastMemberEvent: AppendResult; lastSessionEvent: AppendResult }> {
  const next = random(20261123);
  const rows: { id: string }[] = await dataSource.query(
    `INSERT INTO users (email, first_name, last_name)
     SELECT 'seed-' || i || '@example.com', 'Seed', 'Member ' || i
     FROM generate_series(1, $1::int) AS i
     RETURNING id`,
    [members],
  );
  const firstDay = addDays(today, -89);
  const sessionEvents = new Map<string, NewEvent[]>();
  let events = 0;
  let lastMemberEvent: AppendResult | undefined;
  let lastSessionEvent: AppendResult | undefined;
  for (const [index, { id: userId }] of rows.entries()) {
    const joined = `${firstDay}T12:00:00.000Z`;
    const memberEvents: NewEvent[] = [
      { id: randomUUID(), type: 'MemberSignedUp', data: { userId, authMethod: 'email', at: joined } },
    ];
    // One in five is a paying member, since a day of the last 90 (at a time of its own) and for the
    // month to come.
    if (index % 5 === 0) {
      const joinedHour = String(Math.floor(next() * 24)).padStart(2, '0');
      const periodStart = `${addDays(today, -1 - Math.floor(next() * 89))}T${joinedHour}:17:00.000Z`;
      const periodEnd = `${addDays(today, 30)}T12:00:00.000Z`;
      const subscriptionId = `sub_seed_${index}`;
      memberEvents.push({
        id: randomUUID(),
        type: 'MembershipStarted',
        data: { userId, subscriptionId, periodStart, periodEnd, at: periodStart },
      });
    }
    const activeDays = new Set<number>();
    while (activeDays.size < 30) activeDays.add(Math.floor(next() * 90));
    for (const day of [...activeDays].sort((a, b) => a - b)) {
      const date = addDays(firstDay, day);
      memberEvents.push({
        id: randomUUID(),
        type: 'MemberActive',
        data: { userId, date, at: `${date}T12:00:00.000Z` },
      });
    }
    lastMemberEvent = await eventStore.append(`member-${userId}`, memberEvents, 'no_stream');
    events += memberEvents.length;

    const sessionDays = new Set<number>();
    while (sessionDays.size < 25) sessionDays.add(Math.floor(next() * 94));
    let statuses = 0;
    for (const day of sessionDays) {
      const sessionDate = addDays(firstDay, day);
      const stream = sessionEvents.get(sessionDate) ?? [];
      const at = `${addDays(sessionDate, -2)}T12:00:00.000Z`;
      stream.push({
        id: randomUUID(),
        type: 'RegisteredForSession',
        data: { sessionDate, userId, registeredAt: at },
      });
      if (statuses < 5 && next() < 0.25) {
        statuses++;
        const status = ATTENDANCE_STATUSES[Math.floor(next() * ATTENDANCE_STATUSES.length)];
        stream.push({
          id: randomUUID(),
          type: 'AttendanceStatusSet',
          data: { sessionDate, userId, status, setBy: userId, at: `${sessionDate}T15:00:00.000Z` },
        });
      }
      sessionEvents.set(sessionDate, stream);
    }
  }
  for (const [sessionDate, stream] of sessionEvents) {
    lastSessionEvent = await eventStore.append(`practice-session-${sessionDate}`, stream, 'any');
    events += stream.length;
  }
  if (!lastMemberEvent || !lastSessionEvent) throw new Error('nothing seeded');
  return { events, lastMemberEvent, lastSessionEvent };
}
