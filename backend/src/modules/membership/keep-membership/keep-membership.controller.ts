import { Controller, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { KeepMembershipCommand, type KeptMembership } from './keep-membership.command.js';

/** "Keep my membership": withdraws a cancellation scheduled with POST /api/subscription/cancel. No body. */
@Controller('api')
@UseGuards(SignedInGuard)
export class KeepMembershipController {
  constructor(private readonly commandBus: CommandBus) {}

  @PostAction('subscription/keep')
  keep(@CurrentUser() user: AuthenticatedUser): Promise<KeptMembership> {
    return this.commandBus.execute(new KeepMembershipCommand(user.id));
  }
}
