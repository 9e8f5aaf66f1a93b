import { IsDefined } from 'class-validator';
import { IsStudioDate } from '../../../platform/http/date-rules.js';
import { IsReason } from '../../../platform/http/dto-rules.js';

export class GrantComplimentaryMembershipDto {
  /** The first Eastern day it covers. */
  @IsDefined({ message: 'from is required' })
  @IsStudioDate('from')
  from: string;

  /** The last Eastern day it covers. */
  @IsDefined({ message: 'until is required' })
  @IsStudioDate('until')
  until: string;

  @IsReason()
  reason: string;
}
