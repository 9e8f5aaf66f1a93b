import { type Day, toDay } from './studio-days.js';

/**
 * The studio figures (DAU, WAU, MAU, users, members) of every Eastern day, kept as changes per day:
 * each member adds +1 on the first day something counts them and −1 on the first day it no longer
 * does, so a day's figure is the running sum of the changes up to it. This module works out one
 * member's changes from their facts, event by event; it is pure (the projector stores the facts and
 * the sums).
 *
 * The definitions, on the studio's calendar:
 * - a user counts from the day they joined until the day they were deleted (a restore undoes it);
 * - DAU: active that day; WAU: active on one of the 7 days ending that day; MAU: of the 30;
 * - a member: a paid membership running that day (from its start day, until the day it ended, that
 *   day excluded) and not paused that day, or a complimentary one (its first to its last day, or until
 *   the day it was ended).
 */
export type Figure = 'dau' | 'wau' | 'mau' | 'users' | 'members';

/** Days an activity counts a user for, in each activity figure. */
const ACTIVITY_SPANS: readonly [Figure, number][] = [
  ['dau', 1],
  ['wau', 7],
  ['mau', 30],
];

/** A membership's days: `end` is the first day not covered, null while it runs on. */
export interface MemberPeriod {
  readonly id: string;
  readonly start: Day;
  readonly end: Day | null;
}

/** A pause of the period `periodId`: its days from `start`, `end` the first day no longer paused. */
export interface MemberPause {
  readonly id: string;
  readonly periodId: string;
  readonly start: Day;
  readonly end: Day;
}

export interface MemberFacts {
  joinedOn: Day | null;
  deletedOn: Day | null;
  lastActive: Day | null;
  activeDays: number;
  periods: MemberPeriod[];
  pauses: MemberPause[];
}

export function newMemberFacts(): MemberFacts {
  return { joinedOn: null, deletedOn: null, lastActive: null, activeDays: 0, periods: [], pauses: [] };
}

/** Changes per day and figure, summed over the members of a batch. */
export class FigureChanges {
  /** A rebuild's fold keeps the map in its state and adds every member's changes to it. */
  constructor(readonly byDay = new Map<Day, Record<Figure, number>>()) {}

  add(day: Day, figure: Figure, change: number): void {
    let row = this.byDay.get(day);
    if (!row) {
      row = { dau: 0, wau: 0, mau: 0, users: 0, members: 0 };
      this.byDay.set(day, row);
    }
    row[figure] += change;
  }
}

type Span = { start: Day; end: Day | null };

/** The days the user counts as a user: joined, and not deleted. */
function userSpan(facts: MemberFacts): Span[] {
  if (facts.joinedOn === null) return [];
  if (facts.deletedOn !== null && facts.deletedOn <= facts.joinedOn) return [];
  return [{ start: facts.joinedOn, end: facts.deletedOn }];
}

/** The days the user counts as a member: the union of their periods less their pauses, within their user span. */
function memberSpans(facts: MemberFacts): Span[] {
  const [user] = userSpan(facts);
  if (!user) return [];
  const clipped = facts.periods
    .flatMap((p) =>
      withoutPauses(
        { start: Math.max(p.start, user.start), end: minEnd(p.end, user.end) },
        facts.pauses.filter((pause) => pause.periodId === p.id),
      ),
    )
    .filter((p) => p.end === null || p.end > p.start)
    .sort((a, b) => a.start - b.start);
  const union: Span[] = [];
  for (const span of clipped) {
    const last = union[union.length - 1];
    if (last && (last.end === null || span.start <= last.end)) {
      last.end = last.end === null || span.end === null ? null : Math.max(last.end, span.end);
    } else {
      union.push({ ...span });
    }
  }
  return union;
}

/** A span less the days its pauses cover. */
function withoutPauses(span: Span, pauses: readonly MemberPause[]): Span[] {
  let pieces = [span];
  for (const pause of pauses) {
    if (pause.end <= pause.start) continue;
    pieces = pieces.flatMap((piece) => {
      const left: Span[] = [];
      if (piece.start < pause.start) left.push({ start: piece.start, end: minEnd(piece.end, pause.start) });
      if (piece.end === null || piece.end > pause.end)
        left.push({ start: Math.max(piece.start, pause.end), end: piece.end });
      return left;
    });
  }
  return pieces;
}

function minEnd(a: Day | null, b: Day | null): Day | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

function addSpans(changes: FigureChanges, figure: Figure, spans: Span[], sign: 1 | -1): void {
  for (const span of spans) {
    changes.add(span.start, figure, sign);
    if (span.end !== null) changes.add(span.end, figure, -sign);
  }
}

/** Applies a change of the facts that moves the user and member spans, recording the difference. */
function reshape(facts: MemberFacts, changes: FigureChanges, change: () => void): void {
  const users = userSpan(facts);
  const members = memberSpans(facts);
  change();
  addSpans(changes, 'users', users, -1);
  addSpans(changes, 'members', members, -1);
  addSpans(changes, 'users', userSpan(facts), 1);
  addSpans(changes, 'members', memberSpans(facts), 1);
}

export function joined(facts: MemberFacts, date: string, changes: FigureChanges): void {
  if (facts.joinedOn !== null) return;
  reshape(facts, changes, () => {
    facts.joinedOn = toDay(date);
  });
}

/**
 * A day of activity. Activities come in date order, after the sign-up; one on or before the last,
 * before joining, or while deleted counts nothing.
 */
export function active(facts: MemberFacts, date: string, changes: FigureChanges): void {
  const day = toDay(date);
  if (facts.deletedOn !== null || facts.joinedOn === null || day < facts.joinedOn) return;
  if (facts.lastActive !== null && day <= facts.lastActive) return;
  for (const [figure, span] of ACTIVITY_SPANS) {
    const previousEnd = facts.lastActive === null ? null : facts.lastActive + span;
    if (previousEnd !== null && day < previousEnd) {
      // Still counted from the last activity: the count simply runs on longer.
      changes.add(previousEnd, figure, 1);
    } else {
      changes.add(day, figure, 1);
    }
    changes.add(day + span, figure, -1);
  }
  facts.lastActive = day;
  facts.activeDays++;
}

/** Deleted on `date`: from that day the user counts in nothing. */
export function deleted(facts: MemberFacts, date: string, changes: FigureChanges): void {
  if (facts.deletedOn !== null) return;
  const day = toDay(date);
  moveActivityEnds(facts, day, changes, -1);
  reshape(facts, changes, () => {
    facts.deletedOn = day;
  });
}

/** Restored: as if the deletion had never been. */
export function restored(facts: MemberFacts, changes: FigureChanges): void {
  const day = facts.deletedOn;
  if (day === null) return;
  moveActivityEnds(facts, day, changes, 1);
  reshape(facts, changes, () => {
    facts.deletedOn = null;
  });
}

/**
 * Where the last activity's counts run past `cutDay`, cut them there (−1) or extend them back (+1).
 */
function moveActivityEnds(facts: MemberFacts, cutDay: Day, changes: FigureChanges, sign: 1 | -1): void {
  if (facts.lastActive === null) return;
  for (const [figure, span] of ACTIVITY_SPANS) {
    const end = facts.lastActive + span;
    if (end <= cutDay) continue;
    changes.add(end, figure, -sign);
    changes.add(cutDay, figure, sign);
  }
}

/** A membership period began (or its start moved): `id` names it (the subscription, or the grant). */
export function periodStarted(
  facts: MemberFacts,
  period: { id: string; start: Day; end?: Day | null },
  changes: FigureChanges,
): void {
  reshape(facts, changes, () => {
    const others = facts.periods.filter((p) => p.id !== period.id);
    facts.periods = [...others, { id: period.id, start: period.start, end: period.end ?? null }];
  });
}

/** A membership period ended: `end` is the first day it no longer covers. */
export function periodEnded(facts: MemberFacts, id: string, end: Day, changes: FigureChanges): void {
  if (!facts.periods.some((p) => p.id === id)) return;
  reshape(facts, changes, () => {
    facts.periods = facts.periods.map((p) => (p.id === id ? { ...p, end: Math.max(p.start, end) } : p));
  });
}

/** A pause of a period began: no member on its days. */
export function pauseStarted(facts: MemberFacts, pause: MemberPause, changes: FigureChanges): void {
  reshape(facts, changes, () => {
    facts.pauses = [...facts.pauses.filter((p) => p.id !== pause.id), pause];
  });
}

/** A pause ended early: `end` is the first day no longer paused. */
export function pauseEnded(facts: MemberFacts, id: string, end: Day, changes: FigureChanges): void {
  if (!facts.pauses.some((p) => p.id === id)) return;
  reshape(facts, changes, () => {
    facts.pauses = facts.pauses.map((p) =>
      p.id === id ? { ...p, end: Math.max(p.start, Math.min(p.end, end)) } : p,
    );
  });
}
