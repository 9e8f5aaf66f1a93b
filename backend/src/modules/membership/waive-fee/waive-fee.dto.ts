import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../platform/http/dto-rules.js';
import { FeeRefDto } from '../settle-fee-by-hand/fee-by-hand.dto.js';

export class WaiveFeeDto extends FeeRefDto {
  @IsDefined({ message: 'reason is required' })
  @Trim()
  @IsString({ message: 'reason must be text' })
  @IsNotEmpty({ message: 'reason is required' })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  reason: string;
}
