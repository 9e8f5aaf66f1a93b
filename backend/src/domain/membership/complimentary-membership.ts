import type { Decider } from '../../platform/domain/decider.js';
import { DomainError, domainError } from '../../platform/domain/domain-error.js';
import { addDays, studioDate } from '../../platform/domain/eastern-time.js';
import type {
  ComplimentaryMembershipEnded,
  ComplimentaryMembershipGranted,
  MembershipEvent,
} from './membership.events.js';
import { evolve as evolvePaid, initialMembership, type Membership } from './membership.js';

type ComplimentaryEvent = ComplimentaryMembershipGranted | ComplimentaryMembershipEnded;

/** A grant's days as the member's stream has them: `lastDay` moves earlier when it is ended. */
interface Grant {
  readonly from: string;
  readonly lastDay: string;
  readonly ended: boolean;
}

/**
 * The member's grants, and their paid membership as the membership decider folds it: a grant never
 * covers a day the paid membership covers, nor the other way round.
 */
export type ComplimentaryMemberships = {
  readonly grants: ReadonlyMap<string, Grant>;
  readonly paid: Membership;
};

export const noComplimentaryMemberships: ComplimentaryMemberships = {
  grants: new Map(),
  paid: initialMembership,
};

/** Folds the grants and the paid membership; the member stream carries other features' events too. */
export function evolve(
  state: ComplimentaryMemberships,
  event: { type: string; data: unknown },
): ComplimentaryMemberships {
  const known = event as MembershipEvent;
  switch (known.type) {
    case 'ComplimentaryMembershipGranted': {
      const { grantId, from, until } = known.data;
      return { ...state, grants: new Map(state.grants).set(grantId, { from, lastDay: until, ended: false }) };
    }
    case 'ComplimentaryMembershipEnded': {
      const { grantId, from, lastDay } = known.data;
      return { ...state, grants: new Map(state.grants).set(grantId, { from, lastDay, ended: true }) };
    }
    default: {
      const paid = evolvePaid(state.paid, event);
      return paid === state.paid ? state : { ...state, paid };
    }
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
/**
 * Decides nothing: refuses a paid membership that would cover a day a grant covers, before Stripe is
 * asked. `subscribe`: a new subscription; `keep`: withdrawing a scheduled cancellation, after which the
 * paid membership runs on.
 */
export type CheckPaidMembershipAllowed = {
  type: 'CheckPaidMembershipAllowed';
  data: { userId: string; now: Date; purpose: 'subscribe' | 'keep' };
};
export type ComplimentaryCommand =
  | GrantComplimentaryMembership
  | EndComplimentaryMembership
  | CheckPaidMembershipAllowed;

export class GrantPeriodInvalid extends DomainError {
  readonly kind = 'invalid';
}

export class GrantsOverlap extends DomainError {
  readonly kind = 'conflict';

  constructor(other: Grant) {
    super(`A complimentary membership already covers ${other.from} to ${other.lastDay}.`);
  }
}

/** A grant on a member whose paid membership covers any of its days (409). */
export class PaidMembershipOverlap extends DomainError {
  readonly kind = 'conflict';

  static openEnded(): PaidMembershipOverlap {
    return new PaidMembershipOverlap(
      'This member pays for a membership through Stripe, with no end date set: a complimentary membership would overlap it. Grant one once their paid membership is set to end.',
    );
  }

  static until(lastPaidDay: string): PaidMembershipOverlap {
    return new PaidMembershipOverlap(
      `This member's paid membership runs until ${lastPaidDay}: a complimentary membership can begin on ${addDays(lastPaidDay, 1)} at the earliest.`,
    );
  }
}

/** A paid membership (a new subscription, or one kept) that would cover days a grant covers (409). */
export class ComplimentaryMembershipAhead extends DomainError {
  readonly kind = 'conflict';

  static subscribe(grant: Grant, today: string): ComplimentaryMembershipAhead {
    const which = grant.from <= today ? `until ${grant.lastDay}` : `from ${grant.from} to ${grant.lastDay}`;
    return new ComplimentaryMembershipAhead(
      `You have a complimentary membership ${which}: you can subscribe once it has ended.`,
    );
  }

  static keep(grant: Grant): ComplimentaryMembershipAhead {
    return new ComplimentaryMembershipAhead(
      `A complimentary membership from ${grant.from} to ${grant.lastDay} follows your paid one: keeping the paid membership would overlap it.`,
    );
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

/** The grants that still cover a day from `today` on, the first first. */
function grantsFrom(state: ComplimentaryMemberships, today: string): Grant[] {
  return [...state.grants.values()]
    .filter((g) => g.from <= g.lastDay && g.lastDay >= today)
    .sort((a, b) => (a.from < b.from ? -1 : 1));
}

/**
 * A grant covers whole Eastern days and never overlaps another the member holds (two gifts for the same
 * day would make ending one ambiguous), nor a paid membership (the member would pay for days the studio
 * gives: a paid one with no end set refuses every grant, one set to end admits grants from the day
 * after its last); it reaches today or later. Ending one keeps the days already covered, through today;
 * a grant that has not begun then covers none. A paid membership is refused the same way: no new
 * subscription while a grant covers today or a day to come, and no withdrawn cancellation that would
 * run into one.
 */
export function decide(command: ComplimentaryCommand, state: ComplimentaryMemberships): ComplimentaryEvent[] {
  const { userId, now } = command.data;
  const today = studioDate(now);
  const at = now.toISOString();
  switch (command.type) {
    case 'CheckPaidMembershipAllowed': {
      const [ahead] = grantsFrom(state, today);
      if (!ahead) return [];
      throw command.data.purpose === 'subscribe'
        ? ComplimentaryMembershipAhead.subscribe(ahead, today)
        : ComplimentaryMembershipAhead.keep(ahead);
    }
    case 'GrantComplimentaryMembership': {
      const { grantId, from, until, reason, adminId } = command.data;
      if (from > until) throw new GrantPeriodInvalid('from must be on or before until.');
      if (until < today) throw new GrantPeriodInvalid(`until must be today (${today}) or later.`);
      const covering = [...state.grants.values()].filter((g) => g.from <= g.lastDay);
      const other = covering.find((g) => g.from <= until && from <= g.lastDay);
      if (other) throw new GrantsOverlap(other);
      const { paid } = state;
      if (paid.active) {
        if (paid.cancelAt === null) throw PaidMembershipOverlap.openEnded();
        const lastPaidDay = studioDate(new Date(paid.cancelAt));
        if (from <= lastPaidDay) throw PaidMembershipOverlap.until(lastPaidDay);
      }
      return [
        {
          type: 'ComplimentaryMembershipGranted',
          data: { userId, grantId, from, until, reason, grantedBy: adminId, at },
        },
      ];
    }
    case 'EndComplimentaryMembership': {
      const { grantId, adminId } = command.data;
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
