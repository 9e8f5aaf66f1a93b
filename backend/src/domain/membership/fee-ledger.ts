import type { FeeCredit, FeeItem, FeePaymentTaken, FeesLedger } from '@sadhana/rules/api';
import { countsAsAttended } from '@sadhana/rules/attendance';
import {
  dropInFee,
  type FeeSettlement,
  feesOwedAfterCredit,
  isWeekendDay,
  MISSED_SESSION_FEE,
} from '@sadhana/rules/fees';
import { LOCK_HOURS } from '@sadhana/rules/registration';
import { addDays, dayOfWeek, type SessionDate } from '../../platform/domain/eastern-time.js';

export interface RegistrationFact {
  sessionDate: SessionDate;
  attendanceStatus: string | null;
  practiceName: string;
  sessionStartsAt: Date;
}

/** Inclusive dates; an open end means the membership runs on. `id`: its subscription, or `comp:<grant>`. */
export interface MembershipPeriod {
  id?: string;
  start: SessionDate;
  end: SessionDate | null;
}

/** A pause of the subscription `subscriptionId`: `from` to `lastDay` inclusive (none when before it). */
export interface PausedDays {
  subscriptionId: string;
  from: SessionDate;
  lastDay: SessionDate;
}

/**
 * The member's periods less the days their subscription's pauses cover: paused, a member books as a
 * non-member does, and pays the drop-in fee for what they attend. A pause cuts only its own
 * subscription's period.
 */
export function lessPauses(
  periods: readonly MembershipPeriod[],
  pauses: readonly PausedDays[],
): MembershipPeriod[] {
  return periods.flatMap((period) =>
    pauses
      .filter((pause) => pause.subscriptionId === period.id && pause.from <= pause.lastDay)
      .reduce<MembershipPeriod[]>((pieces, pause) => pieces.flatMap((piece) => cut(piece, pause)), [period]),
  );
}

/** ISO dates order as strings: the earlier and the later of two. */
const earlier = (a: SessionDate, b: SessionDate) => [a, b].sort()[0];
const later = (a: SessionDate, b: SessionDate) => [a, b].sort()[1];

function cut(piece: MembershipPeriod, pause: PausedDays): MembershipPeriod[] {
  const pieces: MembershipPeriod[] = [];
  if (piece.start < pause.from) {
    const before = addDays(pause.from, -1);
    pieces.push({ ...piece, end: piece.end === null ? before : earlier(piece.end, before) });
  }
  if (piece.end === null || piece.end > pause.lastDay) {
    pieces.push({ ...piece, start: later(piece.start, addDays(pause.lastDay, 1)) });
  }
  return pieces;
}

/** GET /api/fees answers with this shape, shared with the dashboard. */
export type { FeeCredit, FeeItem, FeeKind, FeePaymentTaken } from '@sadhana/rules/api';
export type FeeLedger = FeesLedger;

/** The member's credits (newest first) and how much of them is not used yet, in US dollars. */
export interface FeeCredits {
  credits: readonly FeeCredit[];
  available: number;
}

const NO_CREDIT: FeeCredits = { credits: [], available: 0 };

/** Why a payment left credit: it paid fees already paid, or (Stripe charged more) over their amount. */
export function creditDescription(paidFeesAgain: boolean): string {
  return paidFeesAgain ? 'Paid twice for the same fees' : 'Paid more than the fees owed';
}

/** Why a payment taken at the studio left credit: it did not reach the next fee, or went beyond the balance. */
export function takenCreditDescription(method: string, owedAfterCents: number): string {
  const how = METHOD_WORDS[method] ?? '';
  return owedAfterCents > 0
    ? `Part payment${how}, kept toward the fees still owed`
    : `Paid${how} beyond the fees owed, kept as credit`;
}

const METHOD_WORDS: Record<string, string> = {
  cash: ' in cash',
  card: ' by card in person',
  check: ' by check',
  'bank-transfer': ' by bank transfer',
};

/**
 * What a member owes for their sessions, derived from registrations and their statuses:
 * a non-member pays the drop-in fee for each session attended (a past session without a status
 * counts as attended, as the screens show it); anyone pays $20 for a no-show or a cancellation by
 * the participant inside 24 hours (self-service cancellation closes 24 hours before, so a
 * participant cancellation recorded after that is a late one). Sessions not yet started cost nothing yet.
 * A fee paid (online or by hand) or waived is settled: it stays listed and is no longer owed.
 * Credit left by a payment of fees already paid is listed, and what is unused comes off the outstanding.
 */
export function feeLedger(
  registrations: readonly RegistrationFact[],
  memberships: readonly MembershipPeriod[],
  now: Date,
  settled: ReadonlyMap<string, FeeSettlement> = new Map(),
  credit: FeeCredits = NO_CREDIT,
  paymentsTaken: readonly FeePaymentTaken[] = [],
): FeeLedger {
  const items: FeeItem[] = [];
  for (const registration of registrations) {
    if (registration.sessionStartsAt.getTime() > now.getTime()) continue;
    const charge = chargeFor(registration, memberships);
    if (!charge) continue;
    const { sessionDate } = registration;
    const settlement = settled.get(feeKey({ sessionDate, kind: charge.kind })) ?? null;
    // One literal for the whole item: spreading a partial one into it took three quarters of a ledger's time.
    items.push({
      sessionDate,
      practiceName: registration.practiceName,
      kind: charge.kind,
      amount: feeAmount({ sessionDate, kind: charge.kind }),
      description: charge.description,
      paid: settlement !== null,
      settlement,
    });
  }
  // Newest first: ISO dates order as plain strings, with no collation to set up for each pair.
  items.sort((a, b) => (a.sessionDate < b.sessionDate ? 1 : a.sessionDate > b.sessionDate ? -1 : 0));
  showCreditOnOldestFees(items, credit.available);
  const sum = (list: FeeItem[]) => list.reduce((total, item) => total + item.amount, 0);
  return {
    items,
    total: sum(items),
    outstanding: feesOwedAfterCredit(sum(items.filter((item) => !item.paid)), credit.available),
    credits: [...credit.credits],
    credit: credit.available,
    paymentsTaken: [...paymentsTaken],
  };
}

/**
 * The unused credit meets the oldest unsettled fees first, as the next payment will use it: each such
 * line says how much of it is met (`creditApplied`), so a part payment shows on the fee it went to.
 * `items` newest first.
 */
function showCreditOnOldestFees(items: FeeItem[], available: number): void {
  let left = Math.max(0, available);
  for (let i = items.length - 1; i >= 0 && left > 0; i--) {
    const item = items[i];
    if (item.paid) continue;
    const applied = Math.min(item.amount, left);
    item.creditApplied = applied;
    left -= applied;
  }
}

/** One fee is one kind of charge on one session date: what a payment covers. */
export function feeKey(item: { sessionDate: string; kind: string }): string {
  return `${item.sessionDate}|${item.kind}`;
}

/** US dollars: what one fee costs, by its kind and its session's day. */
export function feeAmount(fee: { sessionDate: string; kind: string }): number {
  return fee.kind === 'drop-in' ? dropInFee(dayOfWeek(fee.sessionDate)) : MISSED_SESSION_FEE;
}

/** What one started session charges, if anything: its kind and description. */
function chargeFor(
  registration: RegistrationFact,
  memberships: readonly MembershipPeriod[],
): Pick<FeeItem, 'kind' | 'description'> | undefined {
  const { sessionDate, attendanceStatus } = registration;
  if (attendanceStatus === 'registered_no_show') {
    return { kind: 'no-show', description: 'Missed session fee' };
  }
  if (attendanceStatus === 'registered_cancelled_by_participant') {
    return {
      kind: 'late-cancellation',
      description: `Cancelled within ${LOCK_HOURS} hours of the start`,
    };
  }
  // Only sessions that have started reach here (see feeLedger).
  if (!countsAsAttended(attendanceStatus, true) || isMemberOn(sessionDate, memberships)) return undefined;
  const weekend = isWeekendDay(dayOfWeek(sessionDate));
  return {
    kind: 'drop-in',
    description: weekend ? 'Drop-in fee (Saturday/Sunday)' : 'Drop-in fee (weekday)',
  };
}

function isMemberOn(date: SessionDate, memberships: readonly MembershipPeriod[]): boolean {
  return memberships.some((period) => period.start <= date && (period.end === null || date <= period.end));
}
