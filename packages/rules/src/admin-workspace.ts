// The admin workspace's calls: lists the server filters, sorts and pages, the day roster, and the
// owner's corrections by hand. Types and the few constants both sides need; shared by the server and
// the admin screens. The unpaged calls of admin.ts keep their shapes for callers that pass no paging.
import type {
  ActivityStatus,
  AdminStats,
  AdminUserRecord,
  AuditEntry,
  SessionRegistrationEntry,
} from './admin.js';
import type { FeesLedger, IsoTimestamp } from './api.js';
import type { FeeSettlementMethod, TakePaymentMethod } from './fees.js';
import type { SessionDate } from './time.js';

export type { FeeSettlementMethod } from './fees.js';

/** Rows per page unless the caller asks for another size (at most MAX_PAGE_SIZE). */
export const ADMIN_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** One page of a list; `page` counts from 1, `total` is the number of rows the filters match. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type SortOrder = 'asc' | 'desc';

/**
 * How a member's membership stands: paid through Stripe, granted by the studio, paid but paused
 * while the member is away (no member benefits until it ends), or none.
 */
export type MembershipKind = 'paid' | 'complimentary' | 'paused' | 'none';

/** How a membership reads on the admin's screens and files. */
export type MembershipStanding = MembershipKind;

export const MEMBERSHIP_STANDING_LABELS: Record<MembershipStanding, string> = {
  paid: 'Member',
  complimentary: 'Complimentary',
  paused: 'Paused',
  none: 'Free',
};

/** The Users tab's filters and sort (query parameters of GET /api/admin/users-overview with `page`). */
export type UserSort = 'name' | 'email' | 'joined' | 'lastActive';
/** member: paid (not paused) or complimentary; free: neither (a paused member among them); paused. */
export type UserMembershipFilter = 'member' | 'free' | 'complimentary' | 'paused';
/** hide: deleted users are left out (the default); only: just them; include: everyone. */
export type DeletedFilter = 'hide' | 'only' | 'include';

export interface UsersQuery {
  /** A prefix of the first name, last name, full name or email, any case. */
  q?: string;
  membership?: UserMembershipFilter;
  activity?: ActivityStatus;
  deleted?: DeletedFilter;
  sort?: UserSort;
  order?: SortOrder;
  page?: number;
  pageSize?: number;
  /** The Eastern date the activity and stats are as of; today when absent, never later. */
  asOf?: SessionDate;
}

/** A row of the Users tab. */
export interface AdminUserRow extends AdminUserRecord {
  membershipKind: MembershipKind;
  /** The paid membership is paused today (`membershipKind` 'paused', `membershipActive` false). */
  paused: boolean;
  /** While paused: its last paused Eastern day. */
  pausedUntil: SessionDate | null;
}

/** GET /api/admin/users-overview?page=…: a page of users, and the stats as of the same date. */
export interface UsersPage extends Page<AdminUserRow> {
  stats: AdminStats;
}

/** Where a session stands for changes: members can still register or cancel, or no longer. */
export type SessionChangeState = 'open' | 'within-24-hours' | 'past';

export interface RosterEntry extends SessionRegistrationEntry {
  membershipKind: MembershipKind;
  /** Whether the admin can remove this registration (registered, and the session is today or later). */
  removable: boolean;
}

/** A member waiting for a place on the date, as the roster lists them (first first). */
export interface WaitlistEntry {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  /** 1 = next, as the member's card reads it ("Waitlisted · 1st"). */
  waitlistPosition: number;
}

/** GET /api/admin/roster?date=YYYY-MM-DD (default: the day's session while the day lasts, else the next): one session's people. */
export interface SessionRoster {
  date: SessionDate;
  dayOfWeek: number;
  dayName: string;
  practiceName: string;
  practiceDescription: string | null;
  startsAt: IsoTimestamp;
  changeState: SessionChangeState;
  /** The Eastern dates of the previous and next sessions, for the date picker's arrows. */
  previousDate: SessionDate;
  nextDate: SessionDate;
  totalRegistrations: number;
  activeMembers: number;
  /** Registered or walked in and counted as attended. */
  attendedCount: number;
  registrations: RosterEntry[];
  /** The reason an admin gave for cancelling this date's class; null while it takes place. */
  cancelReason: string | null;
  /** The places that apply: the date's own capacity, else its practice's; null: no limit. */
  capacity: number | null;
  /** The date's own capacity (PUT /api/admin/sessions/{date}); null: the practice's applies. */
  sessionCapacity: number | null;
  /** The weekday's capacity (PUT /api/admin/practices/{dayOfWeek}); null: no limit. */
  practiceCapacity: number | null;
  /** Registered now: the places taken, which the capacity counts (walk-ins take none). */
  placesTaken: number;
  /** Those waiting for a place, in their order; not in `registrations` or its counts. */
  waitlist: WaitlistEntry[];
}

/** What the history table can filter on: one status, no status yet, or everything that counts as attended. */
export type HistoryStatusFilter = string | 'none' | 'attended';

/** Query parameters of GET /api/admin/attendance-history with `page`. */
export interface AttendanceHistoryQuery {
  from?: SessionDate;
  to?: SessionDate;
  userId?: string;
  /** A name or email prefix, as for users. */
  q?: string;
  status?: HistoryStatusFilter;
  /** Groups by person or by date; a page then counts groups. */
  by?: HistoryGrouping;
  page?: number;
  pageSize?: number;
}

/**
 * How the paged history is read: `member`, one group per person (by name) with their sessions;
 * `day`, one group per session date (newest first) with its people. Without it, one row per entry.
 */
export const HISTORY_GROUPINGS = ['member', 'day'] as const;
export type HistoryGrouping = (typeof HISTORY_GROUPINGS)[number];

/** One of a person's sessions in the history read by member. */
export interface HistoryMemberEntry {
  date: SessionDate;
  dayName: string;
  practiceName: string;
  attendanceStatus: string | null;
  countsAsAttended: boolean;
  registered: boolean;
}

/** GET /api/admin/attendance-history?page=…&by=member: a person, their membership, total and sessions (newest first). */
export interface HistoryMemberGroup {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  membershipKind: MembershipKind;
  userDeleted: boolean;
  /** Their entries in the range that count as attended. */
  totalAttended: number;
  entries: HistoryMemberEntry[];
}

/** One person at a session in the history read by day. */
export interface HistoryDayEntry extends SessionRegistrationEntry {
  membershipKind: MembershipKind;
  countsAsAttended: boolean;
  userDeleted: boolean;
}

/** GET /api/admin/attendance-history?page=…&by=day: a session date, its counts and its people (by name). */
export interface HistoryDayGroup {
  date: SessionDate;
  dayName: string;
  practiceName: string;
  /** Entries that count as attended. */
  attended: number;
  entries: HistoryDayEntry[];
}

/** A row of the attendance history table: one person at one session (as on the roster), newest first. */
export interface AttendanceHistoryRow extends SessionRegistrationEntry {
  date: SessionDate;
  dayName: string;
  practiceName: string;
  /** By the rule the screens and the counts share (countsAsAttended). */
  countsAsAttended: boolean;
  /** The person's account was soft-deleted since: their history stays. */
  userDeleted: boolean;
}

/** A line of the audit trail, in words and newest first (GET /api/admin/user/{id}/audit-trail?page=…). */
export interface AuditLine extends AuditEntry {
  /** What happened, in words: "changed their goals: short-term goal, retreat location". */
  summary: string;
}

/** POST /api/admin/user/{id}/fees/record-payment */
export interface RecordFeePaymentRequest {
  sessionDate: SessionDate;
  kind: 'drop-in' | 'no-show' | 'late-cancellation';
  method: FeeSettlementMethod;
  note?: string;
}

/**
 * POST /api/admin/user/{id}/fees/take-payment: money taken at the studio, applied to the oldest fees
 * first in one event. Asks for a fresh second factor. Answers the member's ledger after it.
 */
export interface TakePaymentRequest {
  /** US dollars, more than 0, at most two decimals. */
  amount: number;
  method: TakePaymentMethod;
  note?: string;
  /** Allows more than the balance: the rest is kept as the member's credit. */
  keepRestAsCredit?: boolean;
  /** Chosen by the screen once per payment: the same payment sent twice is recorded once. */
  paymentId: string;
}

/** POST /api/admin/user/{id}/fees/waive */
export interface WaiveFeeRequest {
  sessionDate: SessionDate;
  kind: 'drop-in' | 'no-show' | 'late-cancellation';
  reason: string;
}

/** POST /api/admin/user/{id}/complimentary-membership: a gift or scholarship, whole Eastern days. */
export interface GrantComplimentaryMembershipRequest {
  from: SessionDate;
  until: SessionDate;
  reason: string;
}

/** A member's attendance in the user dialog. */
export interface AdminAttendanceSummary {
  attended: number;
  noShows: number;
  lateCancellations: number;
  upcoming: number;
  lastAttended: SessionDate | null;
  /** Attended in the last 30 Eastern days. */
  attendedLast30Days: number;
}

/** A complimentary membership as the user dialog lists it. */
export interface ComplimentaryGrant {
  grantId: string;
  from: SessionDate;
  until: SessionDate;
  reason: string;
  /** Set when the studio ended it before `until`. */
  endedOn: SessionDate | null;
  grantedByEmail: string | null;
}

/** A pause of a paid membership as the user dialog lists it, newest first. */
export interface MembershipPauseEntry {
  pauseId: string;
  from: SessionDate;
  /** Its last paused day as asked for. */
  until: SessionDate;
  weeks: number;
  /** Set when it was resumed early: the member was one again from that day. */
  resumedOn: SessionDate | null;
  /** Who paused it: the member themself, or an admin's email. */
  pausedByEmail: string | null;
  pausedByMember: boolean;
}

/** GET /api/admin/user/{id}/summary: what the user dialog shows besides the profile. */
export interface AdminMemberSummary {
  attendance: AdminAttendanceSummary;
  fees: FeesLedger;
  membershipKind: MembershipKind;
  complimentaryGrants: ComplimentaryGrant[];
  /** While paused (membershipKind 'paused'): its last paused day. */
  pausedUntil: SessionDate | null;
  /** The paid membership's pauses, newest first. */
  pauses: MembershipPauseEntry[];
}

/** What a session mail tells: a reminder, a promotion, a cancelled class, or no place after the waitlist. */
export type SessionMailKind = 'reminder' | 'promoted' | 'class-cancelled' | 'session-full';

/** A scheduled job as the admin's Mail & jobs tab lists it. Times on the server's clock. */
export interface AdminJob {
  id: string;
  queue: string;
  /** A session mail job's data: its kind and the session's date. */
  data: { kind?: SessionMailKind; date?: SessionDate } & Record<string, unknown>;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** When it runs (upcoming) or ran. */
  runAt: IsoTimestamp;
  attempts: number;
  retryLimit: number;
  /** Why the last attempt failed. */
  error: string | null;
  finishedAt: IsoTimestamp | null;
}

/** GET /api/admin/jobs?view=upcoming|sent|failed&page=: upcoming in the order they run, sent and failed newest first. */
export interface AdminJobsPage extends Page<AdminJob> {
  view: 'upcoming' | 'sent' | 'failed';
}

/** GET and PUT /api/admin/session-mails: when the reminders go. */
export interface SessionMailSettingsView {
  reminderHoursBeforeLock: number;
}
