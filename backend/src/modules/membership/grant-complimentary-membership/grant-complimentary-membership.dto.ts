import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsStudioDate } from '../../../platform/http/date-rules.js';
import { Trim } from '../../../platform/http/dto-rules.js';

export class GrantComplimentaryMembershipDto {
  /** The first Eastern day it covers. */
  @IsDefined({ message: 'from is required' })
  @IsStudioDate('from')
  from: string;

  /** The last Eastern day it covers. */
  @IsDefined({ message: 'until is required' })
  @IsStudioDate('until')
  until: string;

  @IsDefined({ message: 'reason is required' })
  @Trim()
  @IsString({ message: 'reason must be text' })
  @IsNotEmpty({ message: 'reason is required' })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  reason: string;
}
