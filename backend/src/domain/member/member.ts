import { studioDate } from '../time/eastern-time.js';
import type { AuthMethod, MemberEvent } from './member.events.js';

export type Member = {
  readonly signedUp: boolean;
  /** Eastern dates with a MemberActive already recorded. */
  readonly activeDates: ReadonlySet<string>;
};

export const initialMember: Member = { signedUp: false, activeDates: new Set() };

/** Other features append their own events to the member stream; this aggregate ignores those. */
export function evolve(state: Member, event: { type: string; data: unknown }): Member {
  const known = event as MemberEvent;
  switch (known.type) {
    case 'MemberSignedUp':
      return { ...state, signedUp: true };
    case 'MemberActive':
      return { ...state, activeDates: new Set(state.activeDates).add(known.data.date) };
    default:
      return state;
  }
}

export type SignUpMember = {
  type: 'SignUpMember';
  data: { userId: string; authMethod: AuthMethod; now: Date };
};
export type RecordActivity = { type: 'RecordActivity'; data: { userId: string; now: Date } };
export type MemberCommand = SignUpMember | RecordActivity;

export class MemberAlreadySignedUp extends Error {
  constructor(readonly userId: string) {
    super(`Member ${userId} has signed up already.`);
    this.name = 'MemberAlreadySignedUp';
  }
}

export function decide(command: MemberCommand, state: Member): MemberEvent[] {
  const { userId, now } = command.data;
  const at = now.toISOString();
  switch (command.type) {
    case 'SignUpMember':
      if (state.signedUp) throw new MemberAlreadySignedUp(userId);
      return [{ type: 'MemberSignedUp', data: { userId, authMethod: command.data.authMethod, at } }];
    case 'RecordActivity': {
      // One MemberActive per Eastern day, whatever the number of requests, sessions or instances.
      const date = studioDate(now);
      if (state.activeDates.has(date)) return [];
      return [{ type: 'MemberActive', data: { userId, date, at } }];
    }
  }
}
