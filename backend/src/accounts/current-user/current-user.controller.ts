import { Controller, Get, Inject, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { NO_MEMBERSHIP } from '../../projections/membership/membership.queries.js';
import { SignedInGuard } from '../auth/signed-in.guard.js';
import { toUserView, type UserView } from './user-view.js';

@Controller('api/auth')
export class CurrentUserController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The signed-in user (spec §7: any object means signed in); 401 `{ message: 'Unauthorized' }` otherwise. */
  @Get('user')
  @UseGuards(SignedInGuard)
  user(@Req() request: Request): UserView {
    // SignedInGuard ran: the session-user middleware loaded the row fresh for this request.
    return toUserView(
      request.userRecord as NonNullable<Request['userRecord']>,
      this.config,
      request.membership ?? NO_MEMBERSHIP,
    );
  }
}
