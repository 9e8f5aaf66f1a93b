import { PROGRAM_HAND_METHODS, type ProgramHandMethod } from '@sadhana/rules/programs';
import { IsDefined, IsIn, IsUUID } from 'class-validator';
import { IsReason } from '../../../platform/http/dto-rules.js';

/** A place paid outside the app (cash, check, bank transfer, other) or given free, for a user, with a reason. */
export class RecordPlaceDto {
  @IsUUID('all', { message: 'userId must be a user id (a UUID)' })
  @IsDefined({ message: 'userId is required' })
  userId: string;

  @IsIn(PROGRAM_HAND_METHODS, { message: `method must be one of ${PROGRAM_HAND_METHODS.join(', ')}` })
  @IsDefined({ message: 'method is required' })
  method: ProgramHandMethod;

  @IsReason()
  reason: string;
}
