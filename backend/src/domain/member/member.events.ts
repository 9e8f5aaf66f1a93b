import type { SessionDate } from '../time/eastern-time.js';

/** Events of one member's account lifecycle, stream `member-<userId>`. Ids only: no names, emails or credentials. */
export type AuthMethod = 'email' | 'google';

export type MemberSignedUp = {
  type: 'MemberSignedUp';
  data: { userId: string; authMethod: AuthMethod; at: string };
};

/** The member's first authenticated request of an Eastern day (for DAU/WAU/MAU). */
export type MemberActive = {
  type: 'MemberActive';
  data: { userId: string; date: SessionDate; at: string };
};

export type MemberEvent = MemberSignedUp | MemberActive;

export const memberEventTypes = [
  'MemberSignedUp',
  'MemberActive',
] as const satisfies readonly MemberEvent['type'][];

export function memberStream(userId: string): string {
  return `member-${userId}`;
}
