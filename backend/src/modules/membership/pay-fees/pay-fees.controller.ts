import { Controller, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FeePaymentStart } from '@sadhana/rules/api';
import type { Request } from 'express';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { payerOf } from '../payer.js';
import { PayFeesCommand } from './pay-fees.command.js';

@Controller('api/fees')
@UseGuards(SignedInGuard)
export class PayFeesController {
  constructor(private readonly commandBus: CommandBus) {}

  /** A PaymentIntent for the outstanding fees: `{ clientSecret, amount }`; 409 when nothing is owed. */
  @PostAction('pay')
  pay(@Req() request: Request): Promise<FeePaymentStart> {
    const payer = payerOf(request);
    return this.commandBus.execute(new PayFeesCommand(payer.id, payer.email, payer.name));
  }
}
