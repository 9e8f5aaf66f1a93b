import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { Clock } from '../../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { NO_MEMBERSHIP_STATUS } from '../current-user/membership-status.port.js';
import { toUserView, type UserView } from '../current-user/user-view.js';
import { SecureConnectionGuard } from '../sessions/secure-connection.guard.js';
import { startUserSession } from '../sessions/session.js';
import { AuthRateLimitGuard } from '../sign-in-protection/auth-rate-limit.guard.js';
import { SignUpCommand } from './sign-up.command.js';
import { SignUpDto } from './sign-up.dto.js';

@Controller('api/auth')
export class SignUpController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Creates the account and signs it in (201 with the current-user object); 409 for a taken email. */
  @Post('signup')
  @HttpCode(201)
  @UseGuards(SecureConnectionGuard, AuthRateLimitGuard)
  async signUp(@Body() body: SignUpDto, @Req() request: Request): Promise<UserView> {
    const user = await this.commandBus.execute(
      new SignUpCommand(body.firstName, body.lastName, body.email, body.password),
    );
    await startUserSession(request, user.id, this.clock.now());
    return toUserView(user, this.config, NO_MEMBERSHIP_STATUS);
  }
}
