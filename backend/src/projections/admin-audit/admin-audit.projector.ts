import { ATTENDANCE_STATUS_LABELS, isAttendanceStatus } from '@sadhana/rules/attendance';
import { type MemberEvent, memberEventTypes } from '../../domain/accounts/member.events.js';
import {
  type SecondFactorEvent,
  secondFactorEventTypes,
} from '../../domain/accounts/second-factor.events.js';
import { type FeePaymentEvent, feePaymentEventTypes } from '../../domain/membership/fee-payment.events.js';
import { type MembershipEvent, membershipEventTypes } from '../../domain/membership/membership.events.js';
import {
  type MemberNotified,
  practiceSessionEventTypes,
  type RegistrationEvent,
  sessionMailEventTypes,
  type WaitlistEvent,
  waitlistEventTypes,
} from '../../domain/practice-sessions/practice-session.events.js';
import { studioDate } from '../../platform/domain/eastern-time.js';
import {
  type CopyValue,
  defineFold,
  defineProjector,
  type Recorded,
} from '../../platform/projection-engine/projector.js';
import { adminAuditTables } from './admin-audit.tables.js';

type AuditedEvent =
  | Exclude<MemberEvent, { type: 'MemberActive' }>
  | SecondFactorEvent
  | RegistrationEvent
  | WaitlistEvent
  | MemberNotified
  | MembershipEvent
  | FeePaymentEvent;

/** Daily activity is a statistic, not an audit item: MemberActive is left out. */
const AUDITED_TYPES: readonly AuditedEvent['type'][] = [
  ...memberEventTypes.filter(
    (type): type is Exclude<(typeof memberEventTypes)[number], 'MemberActive'> => type !== 'MemberActive',
  ),
  ...secondFactorEventTypes,
  ...practiceSessionEventTypes,
  ...waitlistEventTypes,
  ...sessionMailEventTypes,
  ...membershipEventTypes,
  ...feePaymentEventTypes,
];

// The unpaged trail's short details (the paged one says each line in words, audit-words.ts).
const FACTOR_WORDS = { passkey: 'a passkey', totp: 'an authenticator app' } as const;
const CHECK_WORDS = {
  'sign-in': 'to sign in',
  'second-factor': 'for sign-in',
  'step-up': 'to confirm an action',
};

type Row = { sessionDate: string | null; byAdmin: string | null; detail: string | null; at: string };

/** What the trail keeps of an event besides its row: its data, less the member's id (the row has it). */
function factsOf(event: Recorded<AuditedEvent>): Record<string, unknown> {
  const { userId: _, ...facts } = event.data as { userId: string } & Record<string, unknown>;
  if (event.type === 'MembershipCancellationScheduled') {
    return { ...facts, endsOn: studioDate(new Date(event.data.endsAt)) };
  }
  return facts;
}

function describe(event: Recorded<AuditedEvent>): Row {
  const at = event.createdAt.toISOString();
  switch (event.type) {
    case 'MemberSignedUp':
      return { at: event.data.at, sessionDate: null, byAdmin: null, detail: `with ${event.data.authMethod}` };
    case 'MemberEmailVerified':
      return { at: event.data.at, sessionDate: null, byAdmin: null, detail: `via ${event.data.via}` };
    case 'MemberGoogleLinked':
    case 'MemberPasswordReset':
      return { at: event.data.at, sessionDate: null, byAdmin: null, detail: null };
    case 'MemberProfileUpdated':
      return { at: event.data.at, sessionDate: null, byAdmin: null, detail: event.data.fields.join(', ') };
    case 'MemberDeleted':
      return { at: event.data.at, sessionDate: null, byAdmin: event.data.deletedBy, detail: null };
    case 'MemberRestored':
      return { at: event.data.at, sessionDate: null, byAdmin: event.data.restoredBy, detail: null };
    case 'SessionRemindersSwitched':
      return {
        at: event.data.at,
        sessionDate: null,
        byAdmin: null,
        detail: `${event.data.on ? 'on' : 'off'} via ${event.data.via}`,
      };
    case 'MemberNotified':
      return {
        at: event.data.at,
        sessionDate: event.data.sessionDate,
        byAdmin: null,
        detail: event.data.kind,
      };
    case 'MemberFactorAdded':
    case 'MemberFactorRemoved':
      return { at: event.data.at, sessionDate: null, byAdmin: null, detail: FACTOR_WORDS[event.data.factor] };
    case 'MemberFactorUsed':
      return {
        at: event.data.at,
        sessionDate: null,
        byAdmin: null,
        detail: `${FACTOR_WORDS[event.data.factor]}, ${CHECK_WORDS[event.data.purpose]}`,
      };
    case 'MemberSteppedUp':
      return {
        at: event.data.at,
        sessionDate: null,
        byAdmin: null,
        detail: `with ${FACTOR_WORDS[event.data.factor]}`,
      };
    case 'MemberRecoveryCodeUsed':
      return {
        at: event.data.at,
        sessionDate: null,
        byAdmin: null,
        detail: `${CHECK_WORDS[event.data.purpose]}, ${event.data.remaining} left`,
      };
    case 'MemberRecoveryCodesIssued':
      return { at: event.data.at, sessionDate: null, byAdmin: null, detail: `${event.data.count} codes` };
    case 'ComplimentaryMembershipGranted':
      return {
        at: event.data.at,
        sessionDate: null,
        byAdmin: event.data.grantedBy,
        detail: event.data.reason,
      };
    case 'ComplimentaryMembershipEnded':
      return { at: event.data.at, sessionDate: null, byAdmin: event.data.endedBy, detail: null };
    // A pause by the member is theirs; one an admin made for them names the admin.
    case 'MembershipPaused': {
      const { pausedBy, userId, weeks } = event.data;
      const byAdmin = pausedBy === userId ? null : pausedBy;
      return { at: event.data.at, sessionDate: null, byAdmin, detail: `${weeks} weeks` };
    }
    case 'MembershipResumed': {
      const { resumedBy, userId } = event.data;
      return {
        at: event.data.at,
        sessionDate: null,
        byAdmin: resumedBy === userId ? null : resumedBy,
        detail: null,
      };
    }
    case 'RegisteredForSession':
      return {
        at: event.data.registeredAt ?? at,
        sessionDate: event.data.sessionDate,
        byAdmin: null,
        detail: null,
      };
    case 'RegistrationCancelled':
      return {
        at: event.data.cancelledAt ?? at,
        sessionDate: event.data.sessionDate,
        byAdmin: null,
        detail: null,
      };
    // The member's own place in line; a promotion's RegisteredForSession follows it as its own line.
    case 'JoinedWaitlist':
      return { at: event.data.joinedAt, sessionDate: event.data.sessionDate, byAdmin: null, detail: null };
    case 'LeftWaitlist':
      return { at: event.data.leftAt, sessionDate: event.data.sessionDate, byAdmin: null, detail: null };
    case 'PromotedFromWaitlist':
      return { at: event.data.promotedAt, sessionDate: event.data.sessionDate, byAdmin: null, detail: null };
    case 'AttendanceStatusSet': {
      const { status } = event.data;
      const label = isAttendanceStatus(status) ? ATTENDANCE_STATUS_LABELS[status] : status;
      return {
        at: event.data.at,
        sessionDate: event.data.sessionDate,
        byAdmin: event.data.setBy,
        detail: label,
      };
    }
    case 'AttendanceStatusCleared':
      return {
        at: event.data.at,
        sessionDate: event.data.sessionDate,
        byAdmin: event.data.clearedBy,
        detail: null,
      };
    case 'RegistrationRemovedByAdmin':
      return {
        at: event.data.at,
        sessionDate: event.data.sessionDate,
        byAdmin: event.data.removedBy,
        detail: event.data.reason === 'member-deleted' ? 'with the account' : null,
      };
    case 'FeeSettledByHand':
      return {
        at: event.data.at,
        sessionDate: event.data.sessionDate,
        byAdmin: event.data.settledBy,
        detail: null,
      };
    case 'FeeWaived':
      return {
        at: event.data.at,
        sessionDate: event.data.sessionDate,
        byAdmin: event.data.waivedBy,
        detail: null,
      };
    case 'FeePaymentTaken':
      return { at: event.data.at, sessionDate: null, byAdmin: event.data.takenBy, detail: event.data.method };
    default:
      // Second factors, memberships and fee payments: the member's or Stripe's doing, told by their facts.
      return { at: event.data.at ?? at, sessionDate: null, byAdmin: null, detail: null };
  }
}

/** admin_audit's columns, in the order of an event's line (auditRow). */
const AUDIT_COLUMNS = [
  'event_id',
  'user_id',
  'commit_position',
  'prepare_position',
  'at',
  'type',
  'session_date',
  'by_admin',
  'detail',
  'facts',
] as const;

/**
 * admin_audit: the events about each member, with the admin who made a change, for the user dialog.
 * Asynchronous. Keyed by event id, ordered by log position, so a repeated batch and a rebuild write
 * the same rows. A rebuild copies each event's line in as it reads it: the trail only grows.
 */
export const adminAuditProjector = defineProjector<AuditedEvent>({
  name: 'admin_audit',
  versions: [
    "each member's account, profile, registrations and attendance, with the admin who changed them",
    'memberships and fee payments join the trail; each line keeps its facts for the words',
    "a member's waitlist (JoinedWaitlist, LeftWaitlist, PromotedFromWaitlist) joins it",
  ],
  eventTypes: AUDITED_TYPES,
  tables: adminAuditTables,

  fold: defineFold<AuditedEvent, null>({
    appends: { admin_audit: AUDIT_COLUMNS },
    initial: () => null,
    apply: (_, event, appended) => appended.add('admin_audit', auditRow(event)),
    size: () => 0,
    rows: () => [],
  }),

  async apply(events, { db, table }) {
    if (events.length === 0) return;
    const rows = events.map(auditRow);
    const column = (i: number) => rows.map((row) => row[i]);
    await db.query(
      `INSERT INTO ${table('admin_audit')} (${AUDIT_COLUMNS.join(', ')})
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::bigint[], $5::timestamptz[], $6::text[],
                            $7::date[], $8::uuid[], $9::text[], $10::jsonb[])
       ON CONFLICT (event_id) DO NOTHING`,
      AUDIT_COLUMNS.map((_, i) => column(i)),
    );
  },
});

/** An event's line of the trail, in the order of AUDIT_COLUMNS. */
function auditRow(event: Recorded<AuditedEvent>): CopyValue[] {
  const { at, sessionDate, byAdmin, detail } = describe(event);
  return [
    event.id,
    event.data.userId,
    String(event.position.commit),
    String(event.position.prepare),
    at,
    event.type,
    sessionDate,
    byAdmin,
    detail,
    JSON.stringify(factsOf(event)),
  ];
}
