import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FeesLedger } from '@sadhana/rules/api';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { RequireStepUp } from '../../../platform/auth/step-up.guard.js';
import { userIdPipe } from '../../../platform/http/canonical-id.pipe.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { TakePaymentCommand } from './take-payment.command.js';
import { TakePaymentDto } from './take-payment.dto.js';

@Controller('api/admin/user')
@UseGuards(AdminGuard)
export class TakePaymentController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Money taken at the studio against the member's balance, oldest fees first; answers the member's ledger. */
  @PostAction(':userId/fees/take-payment')
  // It moves money: a fresh second-factor check is asked for.
  @RequireStepUp()
  take(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('userId', userIdPipe) userId: string,
    @Body() body: TakePaymentDto,
  ): Promise<FeesLedger> {
    return this.commandBus.execute(
      new TakePaymentCommand(admin.id, userId, {
        paymentId: body.paymentId.toLowerCase(),
        // Dollars with at most two decimals (the DTO holds it): rounding only drops binary noise.
        amountCents: Math.round(body.amount * 100),
        method: body.method,
        note: body.note || null,
        keepRestAsCredit: body.keepRestAsCredit === true,
      }),
    );
  }
}
