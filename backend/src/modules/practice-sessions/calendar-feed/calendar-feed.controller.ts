import {
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Response } from 'express';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { CalendarFeedService } from './calendar-feed.service.js';

@Controller('api/calendar-feed')
@UseGuards(SignedInGuard)
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get()
  status(@CurrentUser() user: AuthenticatedUser) {
    return this.feeds.status(user.id);
  }

  @Post()
  @HttpCode(201)
  create(@CurrentUser() user: AuthenticatedUser) {
    return this.feeds.create(user.id);
  }

  @Delete()
  @HttpCode(204)
  async revoke(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.feeds.revoke(user.id);
  }
}

/** What a calendar app fetches: no session, the token in the path is the credential. */
@Controller('api/calendar')
export class CalendarDownloadController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Get(':file')
  async download(
    @Param('file') file: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const token = /^([A-Za-z0-9_-]{43})\.ics$/.exec(file)?.[1];
    const calendar = token && (await this.feeds.calendarFor(token));
    if (!calendar)
      throw new NotFoundException('No calendar at this address. It may have been replaced or revoked.');
    response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    response.setHeader('Cache-Control', 'private, max-age=300');
    return calendar;
  }
}
