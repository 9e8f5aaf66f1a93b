import { Controller, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { payerOf } from '../payer.js';
import { CreateSubscriptionCommand, type CreateSubscriptionResult } from './create-subscription.command.js';

@Controller('api')
@UseGuards(SignedInGuard)
export class CreateSubscriptionController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Spec §7: `{ clientSecret }` for the Payment Element; 409 "already has an active subscription" for a member. */
  @PostAction('create-subscription')
  create(@Req() request: Request): Promise<CreateSubscriptionResult> {
    const payer = payerOf(request);
    return this.commandBus.execute(new CreateSubscriptionCommand(payer.id, payer.email, payer.name));
  }
}
