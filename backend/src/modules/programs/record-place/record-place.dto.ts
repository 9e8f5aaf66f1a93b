import { PROGRAM_HAND_METHODS, type ProgramHandMethod } from '@sadhana/rules/programs';
import { IsDefined, IsIn, IsOptional, MaxLength, ValidateIf } from 'class-validator';
import { IsCanonicalId } from '../../../platform/http/canonical-id.pipe.js';
import { IsEmailAddress, IsReason, MAX_EMAIL, NormalizeEmail } from '../../../platform/http/dto-rules.js';

/**
 * A place paid outside the app (cash, check, bank transfer, other) or given free, with a reason, for
 * a user named by id or by the email of their account.
 */
export class RecordPlaceDto {
  @IsCanonicalId('userId must be a user id (a UUID)')
  @IsOptional()
  userId?: string;

  @MaxLength(MAX_EMAIL, { message: `email must be at most ${MAX_EMAIL} characters` })
  @IsEmailAddress('email must be an email address')
  @IsDefined({ message: 'userId or email is required' })
  @NormalizeEmail()
  @ValidateIf((place: RecordPlaceDto) => place.userId === undefined)
  email?: string;

  @IsIn(PROGRAM_HAND_METHODS, { message: `method must be one of ${PROGRAM_HAND_METHODS.join(', ')}` })
  @IsDefined({ message: 'method is required' })
  method: ProgramHandMethod;

  @IsReason()
  reason: string;
}
