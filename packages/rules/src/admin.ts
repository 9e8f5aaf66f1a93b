// The admin calls' JSON, shared by the server and the
// admin screen. Types only, plus the definitions of the activity figures (README "Admin figures").
import type { IsoTimestamp } from './api.js';

/** The narrowest of DAU (today), WAU (last 7 Eastern days), MAU (last 30) that holds, else 'other'. */
export type ActivityStatus = 'DAU' | 'WAU' | 'MAU' | 'other';

/** A user's activity in an owner's words: the narrowest window their last activity falls in. */
export const ACTIVITY_LABELS: Record<ActivityStatus, string> = {
  DAU: 'Active today',
  WAU: 'Active this week',
  MAU: 'Active this month',
  other: 'Inactive',
};

/** Spec §3 "admin user record": a user with their figures. */
export interface AdminUserRecord {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  authProvider: 'email' | 'google';
  membershipActive: boolean;
  membershipStartDate: IsoTimestamp | null;
  membershipEndDate: IsoTimestamp | null;
  createdAt: IsoTimestamp;
  lastLoginAt: IsoTimestamp | null;
  /** YYYY-MM-DD (Eastern) of the last recorded activity, or null. */
  lastActiveDate: string | null;
  deletedAt: IsoTimestamp | null;
  /** Past sessions attended or walked in (a past registration without a status counts as attended). */
  attendanceCount: number;
  /** Weekdays (0 Sunday … 6 Saturday) of this Eastern week's registrations. */
  practiceSchedule: number[];
  activityStatus: ActivityStatus;
  /** No activity in the 30 Eastern days up to the stats date. */
  inactive: boolean;
}

export interface AdminStats {
  /** The Eastern date the figures are as of. */
  asOf: string;
  activeMembers: number;
  freeUsers: number;
  totalUsers: number;
  dauCount: number;
  wauCount: number;
  mauCount: number;
  inactiveCount: number;
}

/** GET /api/admin/users-overview */
export interface UsersOverview {
  users: AdminUserRecord[];
  stats: AdminStats;
}

/** GET /api/admin/activity-trend: one point per Eastern day. */
export interface ActivityTrendPoint {
  date: string;
  dau: number;
  wau: number;
  mau: number;
  activeMembers: number;
}

export interface SessionRegistrationEntry {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  membershipActive: boolean;
  attendanceStatus: string | null;
  /** False for a walk-in recorded without a registration. */
  registered: boolean;
}

/** GET /api/admin/session-registrations: one card per session date. */
export interface SessionRegistrationsDay {
  date: string;
  dayOfWeek: number;
  dayName: string;
  practiceName: string;
  practiceDescription: string | null;
  totalRegistrations: number;
  activeMembers: number;
  registrations: SessionRegistrationEntry[];
}

export interface AttendanceHistoryEntry {
  date: string;
  dayName: string;
  practiceName: string;
  attendanceStatus: string | null;
}

/** GET /api/admin/attendance-history: one card per user, last 30 days. */
export interface AttendanceHistoryUser {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  membershipActive: boolean;
  /** Sessions in the list attended or walked in (no status on a past date counts as attended). */
  totalAttendances: number;
  attendances: AttendanceHistoryEntry[];
}

/** One line of a member's audit trail (GET /api/admin/user/{id}/audit-trail). */
export interface AuditEntry {
  /** The event's id. */
  id: string;
  at: IsoTimestamp;
  type: string;
  /** The session date the event is about, if any. */
  sessionDate: string | null;
  /** The admin who made the change, if an admin did. */
  byAdminEmail: string | null;
  detail: string | null;
}

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
