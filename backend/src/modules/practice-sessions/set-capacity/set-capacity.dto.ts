import { CANCEL_REASON_RULE, CAPACITY_RULE, isCancelReason, isCapacity } from '@sadhana/rules/registration';
import { IsBoolean, Matches, ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';

/** A whole number of places, or null (unlimited for a practice; the practice's for a date). Required. */
function IsCapacityOrNull() {
  return ValidateBy({
    name: 'isCapacityOrNull',
    validator: {
      validate: (value) => value === null || isCapacity(value),
      defaultMessage: () => CAPACITY_RULE,
    },
  });
}

export class CapacityDto {
  @IsCapacityOrNull()
  capacity: number | null;
}

/**
 * PUT /api/admin/sessions/:date: either the date's capacity, or `{cancelled: true, reason}` to cancel
 * its class and `{cancelled: false}` to restore it; never both in one call.
 */
/** The whole body a field's rule is checked in. */
const bodyOf = (args?: ValidationArguments) => (args?.object ?? {}) as SessionChangeDto;

export class SessionChangeDto {
  @ValidateIf((body: SessionChangeDto) => body.cancelled === undefined)
  @IsCapacityOrNull()
  capacity?: number | null;

  @ValidateIf((body: SessionChangeDto) => body.cancelled !== undefined)
  @IsBoolean({ message: 'cancelled must be true or false' })
  @ValidateBy({
    name: 'notWithCapacity',
    validator: {
      validate: (_value, args) => bodyOf(args).capacity === undefined,
      defaultMessage: () => 'send either capacity or cancelled, not both',
    },
  })
  cancelled?: boolean;

  @ValidateIf((body: SessionChangeDto) => body.cancelled === true || body.reason !== undefined)
  @ValidateBy({
    name: 'isCancelReason',
    validator: {
      validate: (value, args) => bodyOf(args).cancelled === true && isCancelReason(value),
      defaultMessage: (args) =>
        bodyOf(args).cancelled === true ? CANCEL_REASON_RULE : 'reason goes with cancelled: true only',
    },
  })
  reason?: string;
}

export class PracticeDayParams {
  @Matches(/^[0-6]$/, { message: 'dayOfWeek must be a whole number from 0 (Sunday) to 6 (Saturday)' })
  dayOfWeek: string;
}
