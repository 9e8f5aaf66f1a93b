import {
  PROGRAM_DESCRIPTION_MAX,
  PROGRAM_KINDS,
  PROGRAM_LOCATION_MAX,
  PROGRAM_PLACES_MAX,
  PROGRAM_PRICE_MAX,
  PROGRAM_TITLE_MAX,
} from '@sadhana/rules/programs';
import { DomainError } from '../../platform/domain/domain-error.js';
import type { ProgramDetails } from './program.events.js';

/** A program's details that break a rule: a 400 with the rule as its message, nothing changed. */
export class InvalidProgram extends DomainError {
  readonly kind = 'invalid';
}

/**
 * The rules a program's details keep, whoever sends them: a title and a place, a price of whole
 * dollars above 0, at least one place when limited, an end not before the start, and (when the start
 * is set or moved) a start still to come. The HTTP layer checks the shapes first; these hold anyway.
 */
export function checkProgramDetails(
  details: ProgramDetails,
  now: Date,
  previousStart?: string,
): ProgramDetails {
  const title = details.title.trim();
  const location = details.location.trim();
  const description = details.description.trim();
  if (!PROGRAM_KINDS.includes(details.kind)) throw new InvalidProgram('kind must be workshop or retreat');
  if (title === '') throw new InvalidProgram('title is required');
  if (title.length > PROGRAM_TITLE_MAX)
    throw new InvalidProgram(`title must be at most ${PROGRAM_TITLE_MAX} characters`);
  if (description.length > PROGRAM_DESCRIPTION_MAX)
    throw new InvalidProgram(`description must be at most ${PROGRAM_DESCRIPTION_MAX} characters`);
  if (location === '') throw new InvalidProgram('location is required');
  if (location.length > PROGRAM_LOCATION_MAX)
    throw new InvalidProgram(`location must be at most ${PROGRAM_LOCATION_MAX} characters`);
  if (!Number.isInteger(details.priceDollars) || details.priceDollars <= 0)
    throw new InvalidProgram('price must be a whole number of dollars above 0');
  if (details.priceDollars > PROGRAM_PRICE_MAX)
    throw new InvalidProgram(`price must be at most ${PROGRAM_PRICE_MAX} dollars`);
  const places = details.maxParticipants;
  if (places !== null && (!Number.isInteger(places) || places < 1))
    throw new InvalidProgram('maxParticipants must be at least 1, or empty for no limit');
  if (places !== null && places > PROGRAM_PLACES_MAX)
    throw new InvalidProgram(`maxParticipants must be at most ${PROGRAM_PLACES_MAX}`);
  const startsAt = Date.parse(details.startsAt);
  const endsAt = Date.parse(details.endsAt);
  if (Number.isNaN(startsAt)) throw new InvalidProgram('startDate must be a date and time');
  if (Number.isNaN(endsAt)) throw new InvalidProgram('endDate must be a date and time');
  const moved = previousStart === undefined || Date.parse(previousStart) !== startsAt;
  if (moved && startsAt <= now.getTime()) throw new InvalidProgram('startDate must be in the future');
  if (endsAt < startsAt) throw new InvalidProgram('endDate must not be before startDate');
  return {
    ...details,
    title,
    location,
    description,
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
  };
}

export function sameDetails(a: ProgramDetails, b: ProgramDetails): boolean {
  return (
    a.kind === b.kind &&
    a.title === b.title &&
    a.description === b.description &&
    a.location === b.location &&
    a.startsAt === b.startsAt &&
    a.endsAt === b.endsAt &&
    a.priceDollars === b.priceDollars &&
    a.maxParticipants === b.maxParticipants
  );
}
