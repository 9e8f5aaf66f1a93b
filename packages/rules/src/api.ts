// The JSON the API answers with: the
// server's handlers return these shapes and the screens read them. Types only: nothing here runs.
import type { FeeSettlement, FeeSettlementMethod } from './fees.js';
import type { ProfilePractice } from './profile.js';
import type { SessionDate } from './time.js';

/** An instant as JSON carries it: an ISO 8601 string. */
export type IsoTimestamp = string;

/** A server-side type as it reaches the client through JSON: every Date becomes an ISO string. */
export type Serialized<T> = T extends Date
  ? IsoTimestamp
  : T extends readonly (infer Item)[]
    ? Serialized<Item>[]
    : T extends object
      ? { [Key in keyof T]: Serialized<T[Key]> }
      : T;

/** `true` when two types have the same shape; with `Assert`, a server type is checked against its API shape. */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<Proof extends true> = Proof;

/** GET /api/practices: a schedule entry (id, day, name, description, weekend), plus its start and end time. */
export interface PracticeEntry {
  id: number;
  /** 0 Sunday … 6 Saturday */
  dayOfWeek: number;
  name: string;
  description: string | null;
  isWeekend: boolean;
  /** HH:mm on the studio's clock (America/New_York) */
  startTime: string;
  endTime: string;
  /** Dates of this practice in the coming week that an admin cancelled, with the reason (GET /api/practices). */
  cancelledDates?: { date: string; reason: string }[];
}

/** GET /api/user-schedule and /api/user-past-attendance: one registration. */
export interface AttendanceRecord {
  /** YYYY-MM-DD on the studio's calendar; a longer ISO string is read by its date prefix. */
  attendanceDate: string;
  /**
   * One of ATTENDANCE_STATUSES, or null while none is recorded; "registered_waitlisted" while the
   * member waits for a place (a promoted member has no status again).
   */
  attendanceStatus: string | null;
  /** The member's place on the date's waitlist, 1 = next; null when not waiting. */
  waitlistPosition: number | null;
  practiceName: string;
  practiceStartTime: string;
  practiceEndTime: string;
}

/** POST /api/user-schedule payload: register for (attending) or cancel a session. */
export interface AttendanceChange {
  attendanceDate: SessionDate;
  attending: boolean;
}

/** POST /api/user-schedule answer: registered, or (a full session) waiting on its waitlist. */
export interface AttendanceChangeResult {
  attendanceDate: SessionDate;
  registered: boolean;
  /** "registered_waitlisted" while on the waitlist, else null. */
  attendanceStatus: 'registered_waitlisted' | null;
  /** 1 = next; null when not waiting. */
  waitlistPosition: number | null;
}

export const FEE_KINDS = ['drop-in', 'no-show', 'late-cancellation'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

export interface FeeItem {
  sessionDate: SessionDate;
  practiceName: string;
  kind: FeeKind;
  /** US dollars */
  amount: number;
  description: string;
  /** Settled: paid online or by hand, or waived; an unsettled fee is still to pay. */
  paid: boolean;
  /** How it was settled, when it was (null: still to pay). */
  settlement: FeeSettlement | null;
  /**
   * US dollars of the member's credit that meets this unsettled fee (the oldest first): a part payment
   * taken at the studio, or money paid twice. Absent when none does.
   */
  creditApplied?: number;
}

/** A payment the studio took in person (POST /api/admin/user/{id}/fees/take-payment), as both sides list it. */
export interface FeePaymentTaken {
  paymentId: string;
  at: IsoTimestamp;
  /** US dollars taken. */
  amount: number;
  method: FeeSettlementMethod;
  note: string | null;
  /** How many fees it settled in full, oldest first. */
  feesSettled: number;
  /** US dollars left over, kept toward the fees still owed (a part payment) or as credit. */
  creditAdded: number;
  /** US dollars of earlier credit it completed. */
  creditUsed: number;
  /** US dollars still owed right after it. */
  owedAfter: number;
}

/** Money a member paid that no fee was owed for (two payments for the same fees): kept as their credit. */
export interface FeeCredit {
  /** US dollars */
  amount: number;
  /** When the payment that left it arrived. */
  at: IsoTimestamp;
  /** Why, in the member's words: "Paid twice for the same fees". */
  description: string;
}

/** GET /api/fees: what a member owes for their sessions, newest first. */
export interface FeesLedger {
  items: FeeItem[];
  /** US dollars: every fee, paid or not. */
  total: number;
  /**
   * US dollars: what is still to pay (the Pay button's amount): the fees neither paid nor waived,
   * less the credit (see `feesOwedAfterCredit` in fees.ts).
   */
  outstanding: number;
  /** Each credit left by a payment, newest first. */
  credits: FeeCredit[];
  /** US dollars of credit not yet taken off a payment. */
  credit: number;
  /** The payments the studio took in person, newest first: one line each, however many fees it paid. */
  paymentsTaken: FeePaymentTaken[];
}

/** An answer that only tells the reader what was done (a verified address, a reset password, an unsubscribe). */
export interface Notice {
  message: string;
}

/** POST /api/fees/pay answer: the PaymentIntent's client secret for the Payment Element. */
export interface FeePaymentStart {
  clientSecret: string;
  /** US dollars */
  amount: number;
}

/** POST /api/subscription/keep answer: the scheduled cancellation is withdrawn. */
export interface KeptMembership {
  message: string;
  /** When the current period ends and the membership renews. */
  renewsAt: IsoTimestamp | null;
}

/**
 * POST /api/subscription/pause and /api/subscription/resume (and the admin's for a member): the pause
 * as it stands after the call.
 */
export interface MembershipPauseView {
  message: string;
  /** The first and last paused days (Eastern); null once resumed early. */
  pausedFrom: string | null;
  pausedUntil: string | null;
  /** When Stripe bills next: later by the paused days. */
  nextBillingAt: IsoTimestamp | null;
}

/** Spec §3 profile completion object: three sections, and the rounded share of complete ones. */
export interface ProfileCompletion {
  /** 0, 33, 67 or 100. */
  percentage: number;
  sections: {
    /** No-experience is checked, or at least one practice is marked learned. */
    yogaExperience: boolean;
    /** At least one practice to learn is chosen. */
    goalPlanning: boolean;
    /** Any of the short-term, mid-term or lifetime goals is filled. */
    personalGoals: boolean;
  };
}

/** The five experience fields of each practice, e.g. shambhaviLearned … shambhaviLastPractice. */
export type PracticeExperience = { [P in ProfilePractice as `${P}Learned`]: boolean } & {
  [P in ProfilePractice as `${P}Teacher`]: string | null;
} & { [P in ProfilePractice as `${P}Year`]: number | null } & {
  [P in ProfilePractice as `${P}Frequency`]: string | null;
} & { [P in ProfilePractice as `${P}LastPractice`]: IsoTimestamp | null };

/**
 * GET /api/auth/user (also the answer of PUT /api/profile and /api/profile/goals): the user's
 * record without password hash or tokens, plus what the server derives from it.
 */
export type CurrentUserView = PracticeExperience & {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  phoneNumber: string | null;
  address: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  googleId: string | null;
  authProvider: 'email' | 'google';
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  membershipActive: boolean;
  membershipStartDate: IsoTimestamp | null;
  /** Set when a cancellation is scheduled: the member stays active until then. */
  membershipEndDate: IsoTimestamp | null;
  /**
   * While the paid membership is paused (then `membershipActive` is false: no member benefits): the
   * last paused Eastern day, YYYY-MM-DD. Null otherwise.
   */
  membershipPausedUntil: string | null;
  noIshaYogaExperience: boolean;
  goalPracticesToLearn: string[] | null;
  goalRetreatType: string | null;
  goalRetreatDuration: string | null;
  /** A list in storage; the profile page sends and reads a single location. */
  goalRetreatLocation: string[] | null;
  /** 'US' or 'International' (RetreatLocationCategory) when set through the goal form. */
  goalRetreatLocationCategory: string | null;
  goalShortTerm: string | null;
  goalMidTerm: string | null;
  goalLifetime: string | null;
  createdAt: IsoTimestamp;
  updatedAt: IsoTimestamp;
  lastLoginAt: IsoTimestamp | null;
  deletedAt: IsoTimestamp | null;
  emailVerified: boolean;
  isAdmin: boolean;
  profileCompletion: ProfileCompletion;
  /** The second factors the account has on (never a secret): passkeys, an authenticator app. */
  secondFactors: SecondFactorKind[];
  /** A reminder mail before each registration's free cancellation closes (the profile's switch). */
  sessionReminders: boolean;
};

/** Kinds of second factor: a WebAuthn passkey or a TOTP authenticator app. */
export type SecondFactorKind = 'passkey' | 'totp';

/** A way to pass the second step of a sign-in, or a step-up. */
export type SecondFactorMethod = SecondFactorKind | 'recovery-code';

/** POST /api/auth/signin when the account has a second factor: half signed in until it passes. */
export interface SecondFactorChallenge {
  secondFactorRequired: true;
  methods: SecondFactorMethod[];
}

/** GET /api/auth/second-factor: what the half-signed-in (or signed-in) account can check with. */
export interface SecondFactorMethods {
  methods: SecondFactorMethod[];
}

/** A passkey as the account's owner sees it: never its key. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: IsoTimestamp;
  lastUsedAt: IsoTimestamp | null;
}

/** GET /api/auth/security: the account's sign-in methods. */
export interface SecuritySettings {
  passkeys: PasskeySummary[];
  totpEnabled: boolean;
  recoveryCodesLeft: number;
}

/** POST /api/auth/totp/setup: shown once, to scan or type into an authenticator app. */
export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code image (a data: URL). */
  qrCode: string;
}

/** Ten single-use recovery codes, shown once (TOTP confirmed, first passkey, or asked anew). */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** POST /api/auth/passkeys/registration: the new passkey, and recovery codes when the account had none. */
export interface PasskeyRegistered {
  passkey: PasskeySummary;
  recoveryCodes: string[] | null;
}

/** PUT /api/auth/session-reminders: the profile's switch. */
export interface SessionRemindersView {
  sessionReminders: boolean;
}

/**
 * POST /api/mail/unsubscribe?token=: its answer, and its refusal of a token that is not one of ours.
 * The /unsubscribe page says the refusal itself when the link has no token at all.
 */
export const UNSUBSCRIBED_MESSAGE =
  'You will no longer get session reminders. You can turn them back on in your profile.';
export const BAD_UNSUBSCRIBE_LINK_MESSAGE =
  'This unsubscribe link is not valid. Turn reminders off in your profile instead.';
