import type { Decider } from '../../platform/domain/decider.js';
import { DomainError, domainError } from '../../platform/domain/domain-error.js';
import { addDays, studioDate } from '../../platform/domain/eastern-time.js';
import type {
  ComplimentaryMembershipEnded,
  ComplimentaryMembershipGranted,
  MembershipEvent,
} from './membership.events.js';

type ComplimentaryEvent = ComplimentaryMembershipGranted | ComplimentaryMembershipEnded;

/** A grant's days as the member's stream has them: `lastDay` moves earlier when it is ended. */
interface Grant {
  readonly from: string;
  readonly lastDay: string;
  readonly ended: boolean;
}

export type ComplimentaryMemberships = { readonly grants: ReadonlyMap<string, Grant> };

export const noComplimentaryMemberships: ComplimentaryMemberships = { grants: new Map() };

/** Folds only the complimentary grants; the member stream carries other features' events too. */
export function evolve(
  state: ComplimentaryMemberships,
  event: { type: string; data: unknown },
): ComplimentaryMemberships {
  const known = event as MembershipEvent;
  switch (known.type) {
    case 'ComplimentaryMembershipGranted': {
      const { grantId, from, until } = known.data;
      return { grants: new Map(state.grants).set(grantId, { from, lastDay: until, ended: false }) };
    }
    case 'ComplimentaryMembershipEnded': {
      const { grantId, from, lastDay } = known.data;
      return { grants: new Map(state.grants).set(grantId, { from, lastDay, ended: true }) };
    }
    default:
      return state;
  }
}

type Data<T> = { userId: string; adminId: string; now: Date } & T;
export type GrantComplimentaryMembership = {
  type: 'GrantComplimentaryMembership';
  data: Data<{ grantId: string; from: string; until: string; reason: string }>;
};
export type EndComplimentaryMembership = {
  type: 'EndComplimentaryMembership';
  data: Data<{ grantId: string }>;
};
export type ComplimentaryCommand = GrantComplimentaryMembership | EndComplimentaryMembership;

export class GrantPeriodInvalid extends DomainError {
  readonly kind = 'invalid';
}

export class GrantsOverlap extends DomainError {
  readonly kind = 'conflict';

  constructor(other: Grant) {
    super(`A complimentary membership already covers ${other.from} to ${other.lastDay}.`);
  }
}

export class NoSuchGrant extends domainError(
  'not_found',
  'This member has no such complimentary membership.',
) {}

export class GrantAlreadyOver extends domainError(
  'conflict',
  'This complimentary membership has already ended.',
) {}

/**
 * A grant covers whole Eastern days and never overlaps another the member holds (two gifts for the same
 * day would make ending one ambiguous); it reaches today or later. Ending one keeps the days already
 * covered, through today; a grant that has not begun then covers none.
 */
export function decide(command: ComplimentaryCommand, state: ComplimentaryMemberships): ComplimentaryEvent[] {
  const { userId, adminId, now } = command.data;
  const today = studioDate(now);
  const at = now.toISOString();
  switch (command.type) {
    case 'GrantComplimentaryMembership': {
      const { grantId, from, until, reason } = command.data;
      if (from > until) throw new GrantPeriodInvalid('from must be on or before until.');
      if (until < today) throw new GrantPeriodInvalid(`until must be today (${today}) or later.`);
      const covering = [...state.grants.values()].filter((g) => g.from <= g.lastDay);
      const other = covering.find((g) => g.from <= until && from <= g.lastDay);
      if (other) throw new GrantsOverlap(other);
      return [
        {
          type: 'ComplimentaryMembershipGranted',
          data: { userId, grantId, from, until, reason, grantedBy: adminId, at },
        },
      ];
    }
    case 'EndComplimentaryMembership': {
      const { grantId } = command.data;
      const grant = state.grants.get(grantId);
      if (!grant) throw new NoSuchGrant();
      if (grant.ended || grant.lastDay < today) throw new GrantAlreadyOver();
      const lastDay = grant.from > today ? addDays(grant.from, -1) : today;
      return [
        {
          type: 'ComplimentaryMembershipEnded',
          data: { userId, grantId, from: grant.from, lastDay, endedOn: today, endedBy: adminId, at },
        },
      ];
    }
  }
}

export const complimentaryMembershipsDecider: Decider<
  ComplimentaryCommand,
  ComplimentaryMemberships,
  ComplimentaryEvent
> = {
  initialState: () => noComplimentaryMemberships,
  evolve,
  decide,
};
