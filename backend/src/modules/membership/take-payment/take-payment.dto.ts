import { TAKE_PAYMENT_METHODS, type TakePaymentMethod } from '@sadhana/rules/fees';
import { IsBoolean, IsDefined, IsIn, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { IsCanonicalId } from '../../../platform/http/canonical-id.pipe.js';
import { IsOptionalNote } from '../../../platform/http/dto-rules.js';

/** The most one payment taken at the studio may be: a typo's extra zeros are refused, not recorded. */
export const MAX_PAYMENT_DOLLARS = 100_000;

/** POST /api/admin/user/{id}/fees/take-payment (TakePaymentRequest in the shared rules). */
export class TakePaymentDto {
  // Tried bottom first: a value that is no number is told so, not that it is too large.
  @Max(MAX_PAYMENT_DOLLARS, {
    message: `amount must be at most $${MAX_PAYMENT_DOLLARS.toLocaleString('en-US')}`,
  })
  @Min(0.01, { message: 'amount must be more than $0' })
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    { message: 'amount must be a number of dollars with at most two decimals' },
  )
  @IsDefined({ message: 'amount is required' })
  amount: number;

  @IsDefined({ message: 'method is required' })
  @IsIn(TAKE_PAYMENT_METHODS, { message: `method must be one of ${TAKE_PAYMENT_METHODS.join(', ')}` })
  method: TakePaymentMethod;

  @IsOptionalNote()
  note?: string;

  @IsOptional()
  @IsBoolean({ message: 'keepRestAsCredit must be true or false' })
  keepRestAsCredit?: boolean;

  @IsDefined({ message: 'paymentId is required' })
  @IsCanonicalId('paymentId must be a UUID the screen chose for this payment')
  paymentId: string;
}
