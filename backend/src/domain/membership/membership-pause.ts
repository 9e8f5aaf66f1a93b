import { isPauseWeeks, PAUSE_WEEKS_MESSAGE, pauseLastDay } from '@sadhana/rules/membership-pause';
import { DomainError, domainError } from '../../platform/domain/domain-error.js';
import { addDays, isSessionDate, studioDate } from '../../platform/domain/eastern-time.js';
import type { MembershipPaused, MembershipResumed } from './membership.events.js';

/**
 * A pause as Stripe's subscription records it (its metadata, set with the billing change that skips
 * the paused days): the app writes it, so a webhook or a sync that reads the subscription later
 * records the same pause, once, and never undoes it.
 */
export interface PauseFacts {
  readonly id: string;
  readonly from: string;
  readonly until: string;
  readonly weeks: number;
  /** The member, or the admin who paused it for them. */
  readonly by: string;
  readonly resumedOn: string | null;
  readonly resumedBy: string | null;
}

/** The latest pause of the paid membership, as the stream records it. */
export interface Pause {
  readonly id: string;
  readonly subscriptionId: string;
  readonly from: string;
  readonly until: string;
  /** `until`, or the day before it was resumed early. */
  readonly lastDay: string;
  readonly resumedOn: string | null;
}

/** The subscription's metadata keys that carry a pause. */
export const PAUSE_METADATA = {
  id: 'sadhana_pause_id',
  from: 'sadhana_pause_from',
  until: 'sadhana_pause_until',
  weeks: 'sadhana_pause_weeks',
  by: 'sadhana_pause_by',
  resumedOn: 'sadhana_pause_resumed_on',
  resumedBy: 'sadhana_pause_resumed_by',
} as const;

/** A new pause as the subscription's metadata records it. */
export function pauseMetadata(pause: Omit<PauseFacts, 'resumedOn' | 'resumedBy'>): Record<string, string> {
  return {
    [PAUSE_METADATA.id]: pause.id,
    [PAUSE_METADATA.from]: pause.from,
    [PAUSE_METADATA.until]: pause.until,
    [PAUSE_METADATA.weeks]: String(pause.weeks),
    [PAUSE_METADATA.by]: pause.by,
    // Stripe removes a key set to the empty string: an earlier pause's resumption goes.
    [PAUSE_METADATA.resumedOn]: '',
    [PAUSE_METADATA.resumedBy]: '',
  };
}

/** An early resumption, added to the pause's metadata. */
export function resumeMetadata(resumedOn: string, by: string): Record<string, string> {
  return { [PAUSE_METADATA.resumedOn]: resumedOn, [PAUSE_METADATA.resumedBy]: by };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isId = (value: string | undefined): value is string => value !== undefined && UUID.test(value);

/**
 * The pause a subscription's metadata records, if a whole and well-formed one (the app writes ids in
 * lower case; anything else, edited by hand in Stripe's dashboard, is no pause of the app's).
 */
export function pauseFromMetadata(
  metadata: Readonly<Record<string, string>> | null | undefined,
): PauseFacts | null {
  if (!metadata) return null;
  const id = metadata[PAUSE_METADATA.id];
  const from = metadata[PAUSE_METADATA.from];
  const until = metadata[PAUSE_METADATA.until];
  const weeks = Number(metadata[PAUSE_METADATA.weeks]);
  const by = metadata[PAUSE_METADATA.by];
  if (!isId(id) || !isId(by) || !isSessionDate(from) || !isSessionDate(until) || !isPauseWeeks(weeks))
    return null;
  if (until < from) return null;
  const resumedOn = metadata[PAUSE_METADATA.resumedOn];
  const resumedBy = metadata[PAUSE_METADATA.resumedBy];
  const resumed = isSessionDate(resumedOn) && isId(resumedBy);
  return {
    id,
    from,
    until,
    weeks,
    by,
    resumedOn: resumed ? resumedOn : null,
    resumedBy: resumed ? resumedBy : null,
  };
}

/** Whether the pause keeps the member from their benefits on `date`. */
export function pauseCovers(pause: Pause | null, date: string): boolean {
  return pause !== null && pause.from <= date && date <= pause.lastDay;
}

/** A pause asked for on `today`: its days. */
export function pauseDays(today: string, weeks: number): { from: string; until: string } {
  if (!isPauseWeeks(weeks)) throw new PauseLengthInvalid(`${PAUSE_WEEKS_MESSAGE}.`);
  return { from: today, until: pauseLastDay(today, weeks) };
}

export class PauseLengthInvalid extends DomainError {
  readonly kind = 'invalid';
}

/** Why a pause is refused (409): no paid membership, one set to end, or one paused already. */
export class CannotPause extends DomainError {
  readonly kind = 'conflict';

  static readonly notPaid = 'Only a paid membership can be paused: there is none to pause.';

  static ending(cancelAt: string): CannotPause {
    return new CannotPause(
      `The membership is set to end on ${studioDate(new Date(cancelAt))}: there is nothing to pause. Keep the membership first to pause it.`,
    );
  }

  static alreadyPaused(lastDay: string): CannotPause {
    return new CannotPause(`The membership is already paused until ${lastDay}.`);
  }
}

export class NotPaused extends domainError(
  'conflict',
  'The membership is not paused: there is nothing to resume.',
) {}

/**
 * What Stripe's word on a pause adds to what the stream records: the pause, if it is new, and its
 * early end, if that is. `nextBillingAt`: when Stripe bills next, as it says now.
 */
export function pauseEventsFrom(
  recorded: Pause | null,
  facts: PauseFacts,
  base: { userId: string; subscriptionId: string; nextBillingAt: string; at: string },
): (MembershipPaused | MembershipResumed)[] {
  const known = recorded?.id === facts.id ? recorded : null;
  const events: (MembershipPaused | MembershipResumed)[] = [];
  const { userId, subscriptionId, nextBillingAt, at } = base;
  if (!known) {
    events.push({
      type: 'MembershipPaused',
      data: {
        userId,
        subscriptionId,
        pauseId: facts.id,
        from: facts.from,
        until: facts.until,
        weeks: facts.weeks,
        pausedBy: facts.by,
        nextBillingAt,
        at,
      },
    });
  }
  if (facts.resumedOn && !known?.resumedOn) {
    events.push({
      type: 'MembershipResumed',
      data: {
        userId,
        subscriptionId,
        pauseId: facts.id,
        from: facts.from,
        resumedOn: facts.resumedOn,
        lastDay: [addDays(facts.resumedOn, -1), facts.until].sort()[0],
        resumedBy: facts.resumedBy ?? facts.by,
        nextBillingAt,
        at,
      },
    });
  }
  return events;
}
