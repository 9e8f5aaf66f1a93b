import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import type { UserEntity } from '../user.entity.js';
import { type UserView, UserViews } from './user-view.js';

@Controller('api/auth')
export class CurrentUserController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly views: UserViews,
  ) {}

  /** The signed-in user (any object means signed in); 401 `{ message: 'Unauthorized' }` otherwise. */
  @Get('user')
  @UseGuards(SignedInGuard)
  user(@Req() request: Request): Promise<UserView> {
    // SignedInGuard ran: the session-user middleware loaded the row fresh for this request.
    return this.views.of(this.dataSource, request.userRecord as UserEntity);
  }
}
