import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AuthRateLimitGuard } from '../auth/auth-rate-limit.guard.js';
import { startUserSession } from '../auth/session.js';
import { toUserView, type UserView } from '../current-user/user-view.js';
import { SignInCommand } from './sign-in.command.js';
import { SignInDto } from './sign-in.dto.js';

@Controller('api')
export class SignInController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Signs in on a fresh session id; 401 "Invalid email or password" otherwise. */
  @Post('auth/signin')
  @HttpCode(200)
  @UseGuards(AuthRateLimitGuard)
  async signIn(@Body() body: SignInDto, @Req() request: Request): Promise<UserView> {
    const user = await this.commandBus.execute(new SignInCommand(body.email, body.password));
    await startUserSession(request, user.id);
    return toUserView(user, this.config);
  }

  /** DESIGN §1.4: the spec's full-page login route leads to the sign-in screen. */
  @Get('login')
  login(@Res() response: Response): void {
    response.redirect(302, '/signin');
  }
}
