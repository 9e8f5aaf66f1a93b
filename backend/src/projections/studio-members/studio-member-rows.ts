import type { MemberEvent } from '../../domain/accounts/member.events.js';
import type { MembershipEvent } from '../../domain/membership/membership.events.js';
import { studioDate } from '../../platform/domain/eastern-time.js';
import type { CopyValue, Recorded } from '../../platform/projection-engine/projector.js';
import { complimentaryPeriodId } from '../membership/membership-periods.js';
import {
  active,
  deleted,
  type FigureChanges,
  joined,
  type MemberFacts,
  newMemberFacts,
  pauseEnded,
  pauseStarted,
  periodEnded,
  periodStarted,
  restored,
} from './member-coverage.js';
import { fromDay, toDay } from './studio-days.js';

export type StudioEvent = MemberEvent | MembershipEvent;

export const HANDLED = [
  'MemberSignedUp',
  'MemberActive',
  'MemberDeleted',
  'MemberRestored',
  'MembershipStarted',
  'MembershipEnded',
  'ComplimentaryMembershipGranted',
  'ComplimentaryMembershipEnded',
  'MembershipPaused',
  'MembershipResumed',
] as const satisfies readonly StudioEvent['type'][];

/** A member's row as the batch holds it: the facts, and what the lists read. */
export interface MemberRow {
  userId: string;
  joinedAt: string | null;
  authMethod: string | null;
  deletedAt: string | null;
  paidActive: boolean;
  /** The latest complimentary grant's first and last covered day (what the lists show and filter on). */
  complimentaryFrom: string | null;
  complimentaryUntil: string | null;
  /** The latest pause's first and last paused day (what the lists show and filter on). */
  pausedFrom: string | null;
  pausedUntil: string | null;
  facts: MemberFacts;
}

/** A member's row before any event. */
export function newMemberRow(userId: string): MemberRow {
  return {
    userId,
    joinedAt: null,
    authMethod: null,
    deletedAt: null,
    paidActive: false,
    complimentaryFrom: null,
    complimentaryUntil: null,
    pausedFrom: null,
    pausedUntil: null,
    facts: newMemberFacts(),
  };
}

export function applyEvent(row: MemberRow, event: Recorded<StudioEvent>, changes: FigureChanges): void {
  const { facts } = row;
  switch (event.type) {
    case 'MemberSignedUp':
      row.joinedAt ??= event.data.at;
      row.authMethod ??= event.data.authMethod;
      joined(facts, studioDate(new Date(event.data.at)), changes);
      return;
    case 'MemberActive':
      active(facts, event.data.date, changes);
      return;
    case 'MemberDeleted':
      if (facts.deletedOn === null) row.deletedAt = event.data.at;
      deleted(facts, studioDate(new Date(event.data.at)), changes);
      return;
    case 'MemberRestored':
      row.deletedAt = null;
      restored(facts, changes);
      return;
    case 'MembershipStarted':
      row.paidActive = true;
      periodStarted(
        facts,
        { id: event.data.subscriptionId, start: toDay(studioDate(new Date(event.data.periodStart))) },
        changes,
      );
      return;
    case 'MembershipEnded':
      row.paidActive = false;
      periodEnded(facts, event.data.subscriptionId, toDay(studioDate(new Date(event.data.endedAt))), changes);
      return;
    case 'ComplimentaryMembershipGranted': {
      const { grantId, from, until } = event.data;
      periodStarted(
        facts,
        { id: complimentaryPeriodId(grantId), start: toDay(from), end: toDay(until) + 1 },
        changes,
      );
      if (row.complimentaryFrom === null || from >= row.complimentaryFrom) {
        row.complimentaryFrom = from;
        row.complimentaryUntil = until;
      }
      return;
    }
    case 'MembershipPaused': {
      const { pauseId, subscriptionId, from, until } = event.data;
      pauseStarted(
        facts,
        { id: pauseId, periodId: subscriptionId, start: toDay(from), end: toDay(until) + 1 },
        changes,
      );
      row.pausedFrom = from;
      row.pausedUntil = until;
      return;
    }
    case 'MembershipResumed': {
      const { pauseId, from, lastDay } = event.data;
      pauseEnded(facts, pauseId, toDay(lastDay) + 1, changes);
      if (row.pausedFrom === from) {
        // Resumed the day it began: the row no longer shows it.
        row.pausedUntil = lastDay < from ? null : lastDay;
        if (lastDay < from) row.pausedFrom = null;
      }
      return;
    }
    case 'ComplimentaryMembershipEnded': {
      const { grantId, from, lastDay } = event.data;
      periodEnded(facts, complimentaryPeriodId(grantId), toDay(lastDay) + 1, changes);
      if (row.complimentaryFrom === from) {
        // Ended before it began: the row no longer shows it.
        row.complimentaryUntil = lastDay < from ? null : lastDay;
        if (lastDay < from) row.complimentaryFrom = null;
      }
      return;
    }
  }
}

export const dayOrNull = (day: number | null) => (day === null ? null : fromDay(day));

/** admin_member's columns, in the order of `memberRowValues`. */
export const ADMIN_MEMBER_COLUMNS = [
  'user_id',
  'joined_at',
  'auth_method',
  'joined_on',
  'deleted_at',
  'deleted_on',
  'last_active',
  'active_days',
  'periods',
  'paid_active',
  'complimentary_from',
  'complimentary_until',
  'pauses',
  'paused_from',
  'paused_until',
] as const;

export function memberRowValues(r: MemberRow): CopyValue[] {
  return [
    r.userId,
    r.joinedAt,
    r.authMethod,
    dayOrNull(r.facts.joinedOn),
    r.deletedAt,
    dayOrNull(r.facts.deletedOn),
    dayOrNull(r.facts.lastActive),
    r.facts.activeDays,
    JSON.stringify(r.facts.periods),
    r.paidActive,
    r.complimentaryFrom,
    r.complimentaryUntil,
    JSON.stringify(r.facts.pauses),
    r.pausedFrom,
    r.pausedUntil,
  ];
}

/** How many members of each kind the users list filters on a batch adds and takes away. */
export class TallyChanges {
  readonly byKind = new Map<
    string,
    {
      deleted: boolean;
      paid: boolean;
      lastActive: string | null;
      from: string | null;
      until: string | null;
      pausedFrom: string | null;
      pausedUntil: string | null;
      change: number;
    }
  >();

  /** A member counts once they joined (a row made by a later event alone is not one yet). */
  count(row: MemberRow, change: number): void {
    if (row.facts.joinedOn === null) return;
    const kind = {
      deleted: row.facts.deletedOn !== null,
      paid: row.paidActive,
      lastActive: dayOrNull(row.facts.lastActive),
      from: row.complimentaryFrom,
      until: row.complimentaryUntil,
      pausedFrom: row.pausedFrom,
      pausedUntil: row.pausedUntil,
    };
    const key = JSON.stringify(kind);
    const entry = this.byKind.get(key) ?? { ...kind, change: 0 };
    entry.change += change;
    this.byKind.set(key, entry);
  }
}
