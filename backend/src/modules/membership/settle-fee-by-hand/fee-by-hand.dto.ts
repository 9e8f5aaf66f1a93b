import { FEE_KINDS } from '@sadhana/rules/api';
import { FEE_SETTLEMENT_METHODS, type FeeSettlementMethod } from '@sadhana/rules/fees';
import { IsDefined, IsIn } from 'class-validator';
import { IsStudioDate } from '../../../platform/http/date-rules.js';
import { IsOptionalNote } from '../../../platform/http/dto-rules.js';

/** Which fee: the session's Eastern date and the kind of charge. */
export class FeeRefDto {
  @IsDefined({ message: 'sessionDate is required' })
  @IsStudioDate('sessionDate')
  sessionDate: string;

  @IsDefined({ message: 'kind is required' })
  @IsIn(FEE_KINDS, { message: `kind must be one of ${FEE_KINDS.join(', ')}` })
  kind: string;
}

export class SettleFeeByHandDto extends FeeRefDto {
  @IsDefined({ message: 'method is required' })
  @IsIn(FEE_SETTLEMENT_METHODS, { message: `method must be one of ${FEE_SETTLEMENT_METHODS.join(', ')}` })
  method: FeeSettlementMethod;

  @IsOptionalNote()
  note?: string;
}
