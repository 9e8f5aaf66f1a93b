import type { Decider } from '../decider.js';
import { DomainError } from '../domain-error.js';
import { studioDate } from '../time/eastern-time.js';
import type { AuthMethod, MemberEmailVerified, MemberEvent } from './member.events.js';

export type Member = {
  readonly signedUp: boolean;
  readonly emailVerified: boolean;
  /** Eastern dates with a MemberActive already recorded. */
  readonly activeDates: ReadonlySet<string>;
};

export const initialMember: Member = { signedUp: false, emailVerified: false, activeDates: new Set() };

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
export type MemberCommand =
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

export class MemberNotSignedUp extends DomainError {
  readonly kind = 'not_found';

  constructor(readonly userId: string) {
    super('Your account could not be found.');
  }
}

export function decide(command: MemberCommand, state: Member): MemberEvent[] {
  const { userId, now } = command.data;
  const at = now.toISOString();
  if (command.type === 'SignUpMember') {
    if (state.signedUp) throw new MemberAlreadySignedUp(userId);
    return [{ type: 'MemberSignedUp', data: { userId, authMethod: command.data.authMethod, at } }];
  }
  if (!state.signedUp) throw new MemberNotSignedUp(userId);
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
