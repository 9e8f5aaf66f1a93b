import { IsReason } from '../../../platform/http/dto-rules.js';
import { FeeRefDto } from '../settle-fee-by-hand/fee-by-hand.dto.js';

export class WaiveFeeDto extends FeeRefDto {
  @IsReason()
  reason: string;
}
