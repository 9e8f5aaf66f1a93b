import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MAX_REMINDER_HOURS_BEFORE_LOCK, REMINDER_HOURS_RULE } from '@sadhana/rules/session-mails';
import { IsDefined, IsInt, Max, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { reminderHoursBeforeLock } from '../session-mails/reminder-settings.queries.js';
import { type SessionMailSettingsView, SetReminderHoursCommand } from './set-reminder-hours.handler.js';

export class ReminderHoursDto {
  @IsDefined({ message: REMINDER_HOURS_RULE })
  @IsInt({ message: REMINDER_HOURS_RULE })
  @Min(1, { message: REMINDER_HOURS_RULE })
  @Max(MAX_REMINDER_HOURS_BEFORE_LOCK, { message: REMINDER_HOURS_RULE })
  reminderHoursBeforeLock: number;
}

/** The studio's setting of the session reminders: how long before a registration's lock they go. */
@Controller('api/admin/session-mails')
@UseGuards(AdminGuard)
export class SessionMailSettingsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly dataSource: DataSource,
  ) {}

  @Get()
  async read(): Promise<SessionMailSettingsView> {
    return { reminderHoursBeforeLock: await reminderHoursBeforeLock(this.dataSource) };
  }

  @Put()
  set(
    @CurrentUser() admin: AuthenticatedUser,
    @Body() body: ReminderHoursDto,
  ): Promise<SessionMailSettingsView> {
    return this.commandBus.execute(new SetReminderHoursCommand(admin.id, body.reminderHoursBeforeLock));
  }
}
