import { DAY_NAMES } from '@sadhana/rules/admin';
import { ATTENDANCE_STATUS_LABELS, isAttendanceStatus } from '@sadhana/rules/attendance';
import { FEE_SETTLEMENT_LABELS, type FeeSettlementMethod } from '@sadhana/rules/fees';
import { weeksInWords } from '@sadhana/rules/membership-pause';
import { PRACTICE_LABELS, PROFILE_PRACTICES, type ProfilePractice } from '@sadhana/rules/profile';
import { dayOfWeek } from '../../platform/domain/eastern-time.js';

/**
 * One audit line in words, for the user dialog: what happened, who did it when an admin did. Pure:
 * the stored line (its type, the facts kept with it, the session date and the admin's email) in,
 * a sentence out.
 */
export interface StoredAuditLine {
  type: string;
  sessionDate: string | null;
  byAdminEmail: string | null;
  facts: Record<string, unknown>;
}

const CONTACT_FIELDS: Record<string, string> = {
  phoneNumber: 'phone',
  address: 'address',
  emergencyContactName: 'emergency contact name',
  emergencyContactPhone: 'emergency contact phone',
  profileImageUrl: 'photo',
};

const GOAL_FIELDS: Record<string, string> = {
  goalPracticesToLearn: 'practices to learn',
  goalRetreatType: 'retreat type',
  goalRetreatDuration: 'retreat duration',
  goalRetreatLocation: 'retreat location',
  goalRetreatLocationCategory: 'retreat location',
  goalShortTerm: 'short-term goal',
  goalMidTerm: 'mid-term goal',
  goalLifetime: 'lifetime goal',
};

const PRACTICE_PARTS: Record<string, string> = {
  Learned: 'learned',
  Teacher: 'teacher',
  Year: 'year learned',
  Frequency: 'frequency',
  LastPractice: 'last practice',
};

/** A profile field's name in words, and which part of the profile it belongs to. */
function fieldInWords(field: string): { section: 'contact' | 'goals' | 'practice'; words: string } {
  if (field in CONTACT_FIELDS) return { section: 'contact', words: CONTACT_FIELDS[field] };
  if (field in GOAL_FIELDS) return { section: 'goals', words: GOAL_FIELDS[field] };
  if (field === 'noIshaYogaExperience') return { section: 'practice', words: 'no practices learned yet' };
  for (const practice of PROFILE_PRACTICES) {
    if (!field.startsWith(practice)) continue;
    const part = PRACTICE_PARTS[field.slice(practice.length)];
    if (part)
      return { section: 'practice', words: `${PRACTICE_LABELS[practice as ProfilePractice]} ${part}` };
  }
  return { section: 'contact', words: field.replace(/([A-Z])/g, ' $1').toLowerCase() };
}

const SECTION_NAMES = { contact: 'contact details', goals: 'goals', practice: 'practice experience' };

export function profileChangeInWords(fields: readonly string[]): string {
  const named = fields.map(fieldInWords);
  const sections = new Set(named.map((f) => f.section));
  const words = [...new Set(named.map((f) => f.words))].join(', ');
  const section = sections.size === 1 ? SECTION_NAMES[[...sections][0]] : 'profile';
  return `Changed their ${section}: ${words}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Tuesday, Nov 24, 2026" for a session date, as en-US writes it. By hand: even a formatter made once
 * (Intl.DateTimeFormat) took 2 µs a line, a tenth of an audit page's time in this process.
 */
function sessionDay(date: string | null): string {
  if (!date) return 'a session';
  const [year, month, day] = date.split('-').map(Number);
  return `${DAY_NAMES[dayOfWeek(date)]}, ${MONTHS[month - 1]} ${day}, ${year}`;
}

function statusLabel(status: unknown): string {
  return typeof status === 'string' && isAttendanceStatus(status)
    ? ATTENDANCE_STATUS_LABELS[status]
    : String(status);
}

const FACTOR_WORDS: Record<string, string> = { passkey: 'a passkey', totp: 'an authenticator app' };
const factorWords = (factor: unknown) => FACTOR_WORDS[String(factor)] ?? 'a second factor';
const CHECK_WORDS: Record<string, string> = {
  'sign-in': 'to sign in',
  'second-factor': 'for the second step of a sign-in',
  'step-up': 'to confirm an action',
};

const SESSION_MAIL_WORDS: Record<string, (on: string) => string> = {
  reminder: (on) => `Was sent a reminder for ${on}`,
  promoted: (on) => `Was told by mail of their place for ${on}`,
  'class-cancelled': (on) => `Was told by mail that the class of ${on} is cancelled`,
  'session-full': (on) => `Was told by mail that ${on} stayed full`,
};

const dollars = (cents: unknown) => `$${(Number(cents) / 100).toFixed(2).replace(/\.00$/, '')}`;

const TAKEN_BY: Record<string, string> = {
  cash: 'in cash',
  card: 'by card in person',
  check: 'by check',
  'bank-transfer': 'by bank transfer',
  other: 'by other means',
};

/**
 * "admin@… took $510 in cash: paid 14 fees, nothing left owed (front desk)"; a part payment says what
 * it kept toward the fees still owed and what remains.
 */
function paymentTakenInWords(admin: string, facts: Record<string, unknown>): string {
  const items = Array.isArray(facts.items) ? facts.items.length : 0;
  const paid = items === 0 ? 'paid no fee in full' : `paid ${items} ${items === 1 ? 'fee' : 'fees'}`;
  const kept =
    Number(facts.creditAddedCents) > 0 ? `, kept ${dollars(facts.creditAddedCents)} as credit` : '';
  const usedCredit =
    Number(facts.creditUsedCents) > 0 ? ` with ${dollars(facts.creditUsedCents)} of credit` : '';
  const left =
    Number(facts.owedAfterCents) > 0 ? `${dollars(facts.owedAfterCents)} still owed` : 'nothing left owed';
  const note = typeof facts.note === 'string' && facts.note ? ` (${facts.note})` : '';
  const how = TAKEN_BY[String(facts.method)] ?? '';
  return `${admin} took ${dollars(facts.amountCents)} ${how}: ${paid}${usedCredit}${kept}, ${left}${note}`;
}

export function auditLineInWords(line: StoredAuditLine): string {
  const { facts, sessionDate } = line;
  const admin = line.byAdminEmail ?? 'An admin';
  const on = sessionDay(sessionDate);
  switch (line.type) {
    case 'MemberSignedUp':
      return `Signed up with ${facts.authMethod === 'google' ? 'Google' : 'email and password'}`;
    case 'MemberEmailVerified':
      return `Verified their email${
        facts.via === 'google'
          ? ' through Google'
          : facts.via === 'password-reset'
            ? ' by resetting the password'
            : ''
      }`;
    case 'MemberGoogleLinked':
      return facts.tookOver
        ? 'Linked Google sign-in, which replaced an unproven password'
        : 'Linked Google sign-in';
    case 'MemberPasswordReset':
      return 'Reset their password';
    case 'MemberProfileUpdated':
      return profileChangeInWords(Array.isArray(facts.fields) ? (facts.fields as string[]) : []);
    case 'MemberDeleted':
      return `${admin} deleted the account`;
    case 'MemberRestored':
      return `${admin} restored the account`;
    case 'SessionRemindersSwitched':
      if (facts.on) return 'Turned session reminders on';
      return facts.via === 'unsubscribe-link'
        ? 'Turned session reminders off (with the unsubscribe link of a reminder)'
        : 'Turned session reminders off';
    case 'MemberNotified':
      return SESSION_MAIL_WORDS[String(facts.kind)]?.(on) ?? `Was sent a mail about ${on}`;
    case 'RegisteredForSession':
      return `Registered for ${on}`;
    case 'RegistrationCancelled':
      return `Cancelled their registration for ${on}`;
    case 'JoinedWaitlist':
      return `Joined the waitlist for ${on} (the session was full)`;
    case 'LeftWaitlist':
      return `Left the waitlist for ${on}`;
    case 'PromotedFromWaitlist':
      return `Got a place for ${on} from the waitlist`;
    case 'AttendanceStatusSet':
      return `${admin} set ${on} to ${statusLabel(facts.status)}`;
    case 'AttendanceStatusCleared':
      return `${admin} cleared the status of ${on}`;
    case 'RegistrationRemovedByAdmin':
      return facts.reason === 'member-deleted'
        ? `The registration for ${on} was removed with the account`
        : `${admin} removed the registration for ${on}`;
    case 'MembershipStarted':
      return 'Membership started (paid online)';
    case 'MembershipRenewed':
      return 'Membership renewed';
    case 'MembershipPaymentFailed':
      return 'A membership payment failed';
    case 'MembershipCancellationScheduled':
      return `Cancelled the membership; it ends ${sessionDay(typeof facts.endsOn === 'string' ? facts.endsOn : null)}`;
    case 'MembershipCancellationWithdrawn':
      return 'Kept the membership (the cancellation was withdrawn)';
    case 'MembershipEnded':
      return 'Membership ended';
    case 'MembershipPaused': {
      const who = line.byAdminEmail ? `${line.byAdminEmail} paused` : 'Paused';
      return `${who} the membership for ${weeksInWords(Number(facts.weeks))}, ${sessionDay(String(facts.from))} to ${sessionDay(String(facts.until))}: no charge for those days`;
    }
    case 'MembershipResumed': {
      const who = line.byAdminEmail ? `${line.byAdminEmail} resumed` : 'Resumed';
      return `${who} the paused membership early: a member again from ${sessionDay(String(facts.resumedOn))}`;
    }
    case 'MemberFactorAdded':
      return `Added ${factorWords(facts.factor)} as a second factor`;
    case 'MemberFactorRemoved':
      return `Removed ${factorWords(facts.factor)}`;
    case 'MemberFactorUsed':
      return `Used ${factorWords(facts.factor)} ${CHECK_WORDS[String(facts.purpose)] ?? 'to sign in'}`;
    case 'MemberSteppedUp':
      return `Confirmed an action with ${factorWords(facts.factor)}`;
    case 'MemberRecoveryCodeUsed':
      return `Used a recovery code ${CHECK_WORDS[String(facts.purpose)] ?? 'to sign in'} (${Number(facts.remaining)} left)`;
    case 'MemberRecoveryCodesIssued':
      return `Got ${Number(facts.count)} new recovery codes`;
    case 'ComplimentaryMembershipGranted':
      return `${admin} granted a complimentary membership from ${sessionDay(String(facts.from))} to ${sessionDay(String(facts.until))}: ${String(facts.reason)}`;
    case 'ComplimentaryMembershipEnded':
      return String(facts.lastDay) < String(facts.from)
        ? `${admin} cancelled the complimentary membership that was to begin ${sessionDay(String(facts.from))}`
        : `${admin} ended the complimentary membership; its last day is ${sessionDay(String(facts.lastDay))}`;
    case 'FeesPaid':
      return `Paid ${dollars(facts.amountCents)} in fees online`;
    case 'FeePaymentCredited':
      return `Paid ${dollars(facts.amountCents)} online for fees already paid; kept as their credit`;
    case 'FeeCreditApplied':
      return `Used ${dollars(facts.amountCents)} of credit toward fees paid online`;
    case 'FeeSettledByHand': {
      const how = FEE_SETTLEMENT_LABELS[facts.method as FeeSettlementMethod] ?? 'Paid';
      const note = typeof facts.note === 'string' && facts.note ? ` (${facts.note})` : '';
      return `${admin} recorded the ${facts.kind} fee for ${on} as ${how.toLowerCase()}: ${dollars(facts.amountCents)}${note}`;
    }
    case 'FeeWaived':
      return `${admin} waived the ${facts.kind} fee for ${on} (${dollars(facts.amountCents)}): ${String(facts.reason)}`;
    case 'FeePaymentTaken':
      return paymentTakenInWords(admin, facts);
    default:
      return line.type.replace(/([a-z])([A-Z])/g, '$1 $2');
  }
}
