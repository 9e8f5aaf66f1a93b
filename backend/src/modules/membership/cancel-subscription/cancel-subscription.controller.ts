import { Controller, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { type CancellationResult, CancelSubscriptionCommand } from './cancel-subscription.command.js';

/** Spec §7 names two cancel calls (the dashboard's and the profile's); both cancel at the period's end. */
@Controller('api')
@UseGuards(SignedInGuard)
export class CancelSubscriptionController {
  constructor(private readonly commandBus: CommandBus) {}

  @PostAction(['cancel-subscription', 'subscription/cancel'])
  cancel(@CurrentUser() user: AuthenticatedUser): Promise<CancellationResult> {
    return this.commandBus.execute(new CancelSubscriptionCommand(user.id));
  }
}
