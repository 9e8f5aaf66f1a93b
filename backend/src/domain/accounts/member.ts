import type { Decider } from '../../platform/domain/decider.js';
import { DomainError, domainError } from '../../platform/domain/domain-error.js';
import { studioDate } from '../../platform/domain/eastern-time.js';
import type {
  AuthMethod,
  MemberEmailVerified,
  MemberEvent,
  SessionRemindersSwitched,
} from './member.events.js';

export type Member = {
  readonly signedUp: boolean;
  readonly emailVerified: boolean;
  /** Eastern dates with a MemberActive already recorded. */
  readonly activeDates: ReadonlySet<string>;
  /** Soft-deleted by an admin and not restored since. */
  readonly deleted: boolean;
  /** Session reminders, on from sign-up until the member turns them off. */
  readonly sessionReminders: boolean;
  /** When the member last turned reminders on again (ISO 8601); null: never since sign-up. */
  readonly remindersOnSince: string | null;
};

export const initialMember: Member = {
  signedUp: false,
  emailVerified: false,
  activeDates: new Set(),
  deleted: false,
  sessionReminders: true,
  remindersOnSince: null,
};

/** Other features append their own events to the member stream; this aggregate ignores those. */
export function evolve(state: Member, event: { type: string; data: unknown }): Member {
  const known = event as MemberEvent;
  switch (known.type) {
    case 'MemberSignedUp':
      return { ...state, signedUp: true, emailVerified: known.data.authMethod === 'google' };
    case 'MemberActive':
      return { ...state, activeDates: new Set(state.activeDates).add(known.data.date) };
    case 'MemberEmailVerified':
      return { ...state, emailVerified: true };
    case 'MemberDeleted':
      return { ...state, deleted: true };
    case 'MemberRestored':
      return { ...state, deleted: false };
    case 'SessionRemindersSwitched':
      return {
        ...state,
        sessionReminders: known.data.on,
        remindersOnSince: known.data.on ? known.data.at : state.remindersOnSince,
      };
    default:
      return state;
  }
}

type Data<T> = { userId: string; now: Date } & T;
export type SignUpMember = { type: 'SignUpMember'; data: Data<{ authMethod: AuthMethod }> };
export type RecordActivity = { type: 'RecordActivity'; data: Data<object> };
export type VerifyEmail = { type: 'VerifyEmail'; data: Data<{ via: MemberEmailVerified['data']['via'] }> };
export type LinkGoogle = { type: 'LinkGoogle'; data: Data<{ tookOver: boolean }> };
export type ResetPassword = { type: 'ResetPassword'; data: Data<object> };
export type RecordProfileUpdate = { type: 'RecordProfileUpdate'; data: Data<{ fields: string[] }> };
export type DeleteMember = { type: 'DeleteMember'; data: Data<{ adminId: string }> };
export type RestoreMember = { type: 'RestoreMember'; data: Data<{ adminId: string }> };
/**
 * The member turns reminders on or off. `linkIssuedAt` (ISO 8601): when the unsubscribe link that
 * asks it was issued, for `via: 'unsubscribe-link'`; a link older than the member's last "on" is
 * refused (their later choice stands).
 */
export type SwitchSessionReminders = {
  type: 'SwitchSessionReminders';
  data: Data<{ on: boolean; via: SessionRemindersSwitched['data']['via']; linkIssuedAt?: string }>;
};
export type MemberCommand =
  | SwitchSessionReminders
  | DeleteMember
  | RestoreMember
  | SignUpMember
  | RecordActivity
  | VerifyEmail
  | LinkGoogle
  | ResetPassword
  | RecordProfileUpdate;

export class MemberAlreadySignedUp extends DomainError {
  readonly kind = 'conflict';

  constructor(readonly userId: string) {
    super(`Member ${userId} has signed up already.`);
  }
}

export class MemberNotSignedUp extends domainError('not_found', 'Your account could not be found.') {}

/** The member's own request, decided after an admin deleted the account: to the member, it is gone. */
export class MemberAccountDeleted extends domainError('not_found', 'Your account could not be found.') {}

/** An unsubscribe link mailed before the member turned reminders back on: their later choice stands. */
export class UnsubscribeLinkOutdated extends domainError(
  'conflict',
  'You turned session reminders back on after this link was sent, so it no longer turns them off. You can turn them off on your profile.',
) {}

export class CannotDeleteYourself extends domainError('forbidden', 'You cannot delete your own account.') {}

export function decide(command: MemberCommand, state: Member): MemberEvent[] {
  const { userId, now } = command.data;
  const at = now.toISOString();
  if (command.type === 'SignUpMember') {
    if (state.signedUp) throw new MemberAlreadySignedUp(userId);
    return [{ type: 'MemberSignedUp', data: { userId, authMethod: command.data.authMethod, at } }];
  }
  if (!state.signedUp) throw new MemberNotSignedUp();
  if (state.deleted && command.type !== 'DeleteMember' && command.type !== 'RestoreMember') {
    // A deleted member is not active; the rest are the member's own requests, refused.
    if (command.type === 'RecordActivity') return [];
    throw new MemberAccountDeleted();
  }
  switch (command.type) {
    case 'RecordActivity': {
      // One MemberActive per Eastern day, whatever the number of requests, sessions or instances.
      const date = studioDate(now);
      if (state.activeDates.has(date)) return [];
      return [{ type: 'MemberActive', data: { userId, date, at } }];
    }
    case 'VerifyEmail':
      if (state.emailVerified) return [];
      return [{ type: 'MemberEmailVerified', data: { userId, via: command.data.via, at } }];
    case 'LinkGoogle':
      return [{ type: 'MemberGoogleLinked', data: { userId, tookOver: command.data.tookOver, at } }];
    case 'ResetPassword':
      return [{ type: 'MemberPasswordReset', data: { userId, at } }];
    case 'DeleteMember':
      if (command.data.adminId === userId) throw new CannotDeleteYourself();
      if (state.deleted) return [];
      return [{ type: 'MemberDeleted', data: { userId, deletedBy: command.data.adminId, at } }];
    case 'RestoreMember':
      if (!state.deleted) return [];
      return [{ type: 'MemberRestored', data: { userId, restoredBy: command.data.adminId, at } }];
    case 'SwitchSessionReminders': {
      const { on, via, linkIssuedAt = '' } = command.data;
      if (
        via === 'unsubscribe-link' &&
        state.remindersOnSince !== null &&
        linkIssuedAt < state.remindersOnSince
      )
        throw new UnsubscribeLinkOutdated();
      if (state.sessionReminders === on) return [];
      return [{ type: 'SessionRemindersSwitched', data: { userId, on, via, at } }];
    }
    case 'RecordProfileUpdate':
      if (command.data.fields.length === 0) return [];
      return [
        { type: 'MemberProfileUpdated', data: { userId, fields: [...command.data.fields].sort(), at } },
      ];
  }
}

export const memberDecider: Decider<MemberCommand, Member, MemberEvent> = {
  initialState: () => initialMember,
  evolve,
  decide,
};
