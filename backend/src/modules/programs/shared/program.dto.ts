import { programInstant } from '@sadhana/rules/program-refunds';
import {
  PROGRAM_DESCRIPTION_MAX,
  PROGRAM_KINDS,
  PROGRAM_LOCATION_MAX,
  PROGRAM_PLACES_MAX,
  PROGRAM_PRICE_MAX,
  PROGRAM_TITLE_MAX,
  type ProgramKind,
} from '@sadhana/rules/programs';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import type { ProgramDetails } from '../../../domain/programs/program.events.js';
import { Trim } from '../../../platform/http/dto-rules.js';

/** A start or end as programInstant reads it: an instant with its offset, or Eastern wall-clock time. */
function IsProgramInstant(name: string) {
  return ValidateBy(
    {
      name: 'isProgramInstant',
      validator: {
        validate: (value) => typeof value === 'string' && programInstant(value, 'start') !== undefined,
      },
    },
    { message: `${name} must be a date and time like 2026-12-12T09:00 (Eastern) or an ISO instant` },
  );
}

/**
 * A program as an admin gives it: the specification's insert shape of `workshops` (price in whole
 * dollars) and its kind; `isActive` false keeps a new program as a draft. The business rules (a
 * start still to come, an end not before it) are the decider's, which answers them with a 400 too.
 * Each property's rules are tried from the bottom up (the first broken one is the message).
 */
export class ProgramDto {
  @IsIn(PROGRAM_KINDS, { message: 'kind must be workshop or retreat' })
  @IsDefined({ message: 'kind is required' })
  kind: ProgramKind;

  @MaxLength(PROGRAM_TITLE_MAX, { message: `title must be at most ${PROGRAM_TITLE_MAX} characters` })
  @IsNotEmpty({ message: 'title is required' })
  @Trim()
  @IsString({ message: 'title must be text' })
  @IsDefined({ message: 'title is required' })
  title: string;

  @MaxLength(PROGRAM_DESCRIPTION_MAX, {
    message: `description must be at most ${PROGRAM_DESCRIPTION_MAX} characters`,
  })
  @IsString({ message: 'description must be text' })
  @IsOptional()
  description?: string;

  @Max(PROGRAM_PRICE_MAX, { message: `price must be at most ${PROGRAM_PRICE_MAX} dollars` })
  @Min(1, { message: 'price must be a whole number of dollars above 0' })
  @IsInt({ message: 'price must be a whole number of dollars above 0' })
  @IsDefined({ message: 'price is required' })
  price: number;

  @MaxLength(PROGRAM_LOCATION_MAX, { message: `location must be at most ${PROGRAM_LOCATION_MAX} characters` })
  @IsNotEmpty({ message: 'location is required' })
  @Trim()
  @IsString({ message: 'location must be text' })
  @IsDefined({ message: 'location is required' })
  location: string;

  @IsProgramInstant('startDate')
  @IsDefined({ message: 'startDate is required' })
  startDate: string;

  @IsProgramInstant('endDate')
  @IsDefined({ message: 'endDate is required' })
  endDate: string;

  /** null or absent: no limit. */
  @Max(PROGRAM_PLACES_MAX, { message: `maxParticipants must be at most ${PROGRAM_PLACES_MAX}` })
  @Min(1, { message: 'maxParticipants must be at least 1, or empty for no limit' })
  @IsInt({ message: 'maxParticipants must be at least 1, or empty for no limit' })
  @IsOptional()
  maxParticipants?: number | null;

  @IsBoolean({ message: 'isActive must be true or false' })
  @IsOptional()
  isActive?: boolean;
}

/** The details the decider takes, the dates read as instants (Eastern wall-clock time when without offset). */
export function detailsOf(dto: ProgramDto): ProgramDetails {
  return {
    kind: dto.kind,
    title: dto.title,
    description: dto.description ?? '',
    location: dto.location,
    startsAt: (programInstant(dto.startDate, 'start') as Date).toISOString(),
    endsAt: (programInstant(dto.endDate, 'end') as Date).toISOString(),
    priceDollars: dto.price,
    maxParticipants: dto.maxParticipants ?? null,
  };
}
