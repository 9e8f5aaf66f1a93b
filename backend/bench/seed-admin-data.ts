import { randomUUID } from 'node:crypto';
import type { AttendanceStatus } from '@sadhana/rules/attendance';
import type { DataSource } from 'typeorm';
import { addDays } from '../src/platform/domain/eastern-time.js';
import {
  type AppendResult,
  comparePositions,
  type EventStore,
  type NewEvent,
} from '../src/platform/event-store/event-store.port.js';

/** A small deterministic generator, so every run seeds the same shape of data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** How far back the studio's records go. */
const HISTORY_DAYS = 365;
/** The members who come to the sessions; the others use the app (schedule, profile) but rarely come. */
const REGULARS = 300;
/** A session's registrations: a room's worth, whatever the size of the community. */
const SESSION_SIZE = { min: 10, max: 60 };
/** Of the days since joining, the share a member uses the app on. */
const ACTIVE_SHARE = 0.32;
/** How the admin marked a past session's registrants, by weight; some are left without a status. */
const PAST_STATUSES: readonly [AttendanceStatus | null, number][] = [
  ['registered_attended', 70],
  [null, 12],
  ['registered_no_show', 8],
  ['registered_cancelled_by_participant', 6],
  ['registered_cancelled_due_to_emergency', 2],
  ['registered_rescheduled', 2],
];
const WEIGHT = PAST_STATUSES.reduce((sum, [, weight]) => sum + weight, 0);
/** Member streams appended at once: the appends overlap their round trips. */
const APPENDS_IN_FLIGHT = 4;

export interface SeededStudio {
  events: number;
  lastMemberEvent: AppendResult;
  lastSessionEvent: AppendResult;
  /** A regular with a long history: the member the user dialog's calls are measured on. */
  regularId: string;
  adminId: string;
}

/**
 * The admin reads' data set, a studio a year old: `members` users who joined over the year (the
 * regulars in its first month), each using the app on about a third of the days since (MemberActive)
 * — about 60 events a member, 300,000 for 5,000 and 3,000,000 for 50,000 — a fifth of them paying.
 * Every date has one session of 10 to 60 people drawn from the regulars, as a yoga room holds; past
 * sessions were marked by an admin (most attended, some no-shows and cancellations, a few walk-ins).
 * Appended through the event store as the app would, one batch per stream.
 */
export async function seedAdminData(
  dataSource: DataSource,
  eventStore: EventStore,
  { members, today }: { members: number; today: string },
): Promise<SeededStudio> {
  const next = random(20261123);
  const firstDay = addDays(today, -(HISTORY_DAYS - 1));
  const regularEvery = Math.max(1, Math.floor(members / REGULARS));
  const joinedOffset = Array.from({ length: members }, (_, i) =>
    i % regularEvery === 0 ? Math.floor(next() * 30) : Math.floor(next() * (HISTORY_DAYS - 1)),
  );
  const [{ id: adminId }]: { id: string }[] = await dataSource.query(
    `INSERT INTO users (email, first_name, last_name, email_verified_at, created_at)
     VALUES ('seed-admin@example.com', 'Seed', 'Admin', now(), $1::date) RETURNING id`,
    [firstDay],
  );
  const rows: { id: string }[] = await dataSource.query(
    `INSERT INTO users (email, first_name, last_name, created_at)
     SELECT 'seed-' || i || '@example.com', 'Seed', 'Member ' || i,
            ($2::date + o) + interval '17 hours'
     FROM unnest($1::int[]) WITH ORDINALITY AS j(o, i)
     ORDER BY i
     RETURNING id`,
    [joinedOffset, firstDay],
  );
  const ids = rows.map((row) => row.id);

  let events = 0;
  let lastMemberEvent: AppendResult | undefined;
  const appending = new Set<Promise<void>>();
  const append = async (stream: string, batch: NewEvent[]) => {
    const result = await eventStore.append(stream, [...batch], 'no_stream');
    events += batch.length;
    if (!lastMemberEvent || comparePositions(result.position, lastMemberEvent.position) > 0) {
      lastMemberEvent = result;
    }
  };
  for (const [index, userId] of [[-1, adminId] as const, ...ids.map((id, i) => [i, id] as const)]) {
    const joinedDay = index < 0 ? 0 : joinedOffset[index];
    const memberEvents = memberHistory(userId, addDays(firstDay, joinedDay), HISTORY_DAYS - joinedDay, {
      paying: index % 5 === 0,
      today,
      next,
    });
    const appended = append(`member-${userId}`, memberEvents);
    appending.add(appended);
    void appended.finally(() => appending.delete(appended));
    if (appending.size >= APPENDS_IN_FLIGHT) await Promise.race(appending);
  }
  await Promise.all(appending);

  const regulars = ids
    .map((id, i) => ({ id, joinedDay: joinedOffset[i] }))
    .filter((_, i) => i % regularEvery === 0);
  let lastSessionEvent: AppendResult | undefined;
  // Every date of the year and the coming week (members register ahead).
  for (let day = 0; day < HISTORY_DAYS + 7; day++) {
    const sessionDate = addDays(firstDay, day);
    const stream = sessionHistory(
      sessionDate,
      regulars.filter((r) => r.joinedDay <= day),
      {
        past: sessionDate < today,
        adminId,
        next,
      },
    );
    if (stream.length === 0) continue;
    // 'any': the HTTP section's members may have registered for a date of the coming week already.
    lastSessionEvent = await eventStore.append(`practice-session-${sessionDate}`, stream, 'any');
    events += stream.length;
  }
  if (!lastMemberEvent || !lastSessionEvent) throw new Error('nothing seeded');
  return { events, lastMemberEvent, lastSessionEvent, regularId: regulars[1].id, adminId };
}

/** A member's stream: the sign-up, a paid membership for one in five, and the days they used the app. */
function memberHistory(
  userId: string,
  joined: string,
  days: number,
  { paying, today, next }: { paying: boolean; today: string; next: () => number },
): NewEvent[] {
  const joinedAt = `${joined}T17:00:00.000Z`;
  const events: NewEvent[] = [
    { id: randomUUID(), type: 'MemberSignedUp', data: { userId, authMethod: 'email', at: joinedAt } },
  ];
  if (paying) {
    // Since a day of their own (at a time of its own) and for the month to come.
    const hour = String(Math.floor(next() * 24)).padStart(2, '0');
    const periodStart = `${addDays(joined, Math.floor(next() * days))}T${hour}:17:00.000Z`;
    const periodEnd = `${addDays(today, 30)}T12:00:00.000Z`;
    events.push({
      id: randomUUID(),
      type: 'MembershipStarted',
      data: { userId, subscriptionId: `sub_seed_${userId}`, periodStart, periodEnd, at: periodStart },
    });
  }
  const activeDays = new Set<number>();
  const count = Math.max(1, Math.round(days * ACTIVE_SHARE));
  while (activeDays.size < count) activeDays.add(Math.floor(next() * days));
  for (const day of [...activeDays].sort((a, b) => a - b)) {
    const date = addDays(joined, day);
    events.push({
      id: randomUUID(),
      type: 'MemberActive',
      data: { userId, date, at: `${date}T12:00:00.000Z` },
    });
  }
  return events;
}

/** A date's session: 10 to 60 regulars registered two days ahead; a past one marked by the admin. */
function sessionHistory(
  sessionDate: string,
  regulars: { id: string }[],
  { past, adminId, next }: { past: boolean; adminId: string; next: () => number },
): NewEvent[] {
  const size = Math.min(
    regulars.length,
    SESSION_SIZE.min + Math.floor(next() * (SESSION_SIZE.max - SESSION_SIZE.min + 1)),
  );
  const chosen = new Set<number>();
  while (chosen.size < size) chosen.add(Math.floor(next() * regulars.length));
  const registeredAt = `${addDays(sessionDate, -2)}T12:00:00.000Z`;
  const markedAt = `${sessionDate}T15:00:00.000Z`;
  const events: NewEvent[] = [];
  for (const i of chosen) {
    const userId = regulars[i].id;
    events.push({
      id: randomUUID(),
      type: 'RegisteredForSession',
      data: { sessionDate, userId, registeredAt },
    });
    if (!past) continue;
    const status = pastStatus(next());
    if (status === null) continue;
    events.push({
      id: randomUUID(),
      type: 'AttendanceStatusSet',
      data: { sessionDate, userId, status, setBy: adminId, at: markedAt },
    });
  }
  // A walk-in or two on some past days: regulars who came without registering.
  const walkIns = past ? Math.floor(next() * 3) : 0;
  for (let w = 0; w < walkIns && chosen.size < regulars.length; w++) {
    let i = Math.floor(next() * regulars.length);
    while (chosen.has(i)) i = (i + 1) % regulars.length;
    chosen.add(i);
    events.push({
      id: randomUUID(),
      type: 'AttendanceStatusSet',
      data: { sessionDate, userId: regulars[i].id, status: 'walk_in_attended', setBy: adminId, at: markedAt },
    });
  }
  return events;
}

function pastStatus(draw: number): AttendanceStatus | null {
  let left = draw * WEIGHT;
  for (const [status, weight] of PAST_STATUSES) {
    left -= weight;
    if (left < 0) return status;
  }
  return 'registered_attended';
}
