import { BadRequestException, Body, Controller, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { BAD_UNSUBSCRIBE_LINK_MESSAGE, type Notice, UNSUBSCRIBED_MESSAGE } from '@sadhana/rules/api';
import { IsBoolean, IsDefined } from 'class-validator';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { SwitchSessionRemindersCommand } from './switch-session-reminders.handler.js';
import { ONE_CLICK_UNSUBSCRIBE_PATH, UnsubscribeLinks } from './unsubscribe-links.js';

export class SessionRemindersDto {
  @IsDefined({ message: 'on is required' })
  @IsBoolean({ message: 'on must be true or false' })
  on: boolean;
}

/** The profile's switch (signed in). */
@Controller('api/auth/session-reminders')
@UseGuards(SignedInGuard)
export class SessionRemindersController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put()
  switch(@CurrentUser() user: AuthenticatedUser, @Body() body: SessionRemindersDto) {
    return this.commandBus.execute(new SwitchSessionRemindersCommand(user.id, body.on, 'profile'));
  }
}

/**
 * The reminder mail's unsubscribe: the token in the address is the credential, so no session is
 * needed. A mail client's one-click POST (RFC 8058, a form body we do not read) and the /unsubscribe
 * page's button both land here; it only ever turns off the switch the token names, and not when the
 * member turned it back on after the token was issued (409).
 */
@Controller()
export class UnsubscribeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly links: UnsubscribeLinks,
  ) {}

  @PostAction(ONE_CLICK_UNSUBSCRIBE_PATH)
  async unsubscribe(@Query('token') token: unknown): Promise<Notice> {
    const link = typeof token === 'string' ? this.links.requestOf(token) : null;
    if (!link) throw new BadRequestException(BAD_UNSUBSCRIBE_LINK_MESSAGE);
    await this.commandBus.execute(
      new SwitchSessionRemindersCommand(link.userId, false, 'unsubscribe-link', link.issuedAt),
    );
    return { message: UNSUBSCRIBED_MESSAGE };
  }
}
