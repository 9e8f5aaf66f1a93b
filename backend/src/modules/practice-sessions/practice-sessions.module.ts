import { Module, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountsModule } from '../accounts/index.js';
import {
  CalendarDownloadController,
  CalendarFeedController,
} from './calendar-feed/calendar-feed.controller.js';
import { CalendarFeedService } from './calendar-feed/calendar-feed.service.js';
import { CancelSessionHandler, RestoreSessionHandler } from './cancel-session/cancel-session.handlers.js';
import { ListUserScheduleController } from './list-user-schedule/list-user-schedule.controller.js';
import {
  ListPastAttendanceHandler,
  ListUserScheduleHandler,
} from './list-user-schedule/list-user-schedule.handlers.js';
import { MarkEveryoneAttendedController } from './mark-everyone-attended/mark-everyone-attended.controller.js';
import { MarkEveryoneAttendedHandler } from './mark-everyone-attended/mark-everyone-attended.handler.js';
import { AdminSessionChange } from './practices/admin-session-change.js';
import { ListPracticesController } from './practices/list-practices/list-practices.controller.js';
import { ListPracticesHandler } from './practices/list-practices/list-practices.handler.js';
import { PracticeSchedule } from './practices/practice-schedule.js';
import { seedPractices } from './practices/seed-practices.js';
import { RegisterForSessionController } from './register-for-session/register-for-session.controller.js';
import { RegisterForSessionHandler } from './register-for-session/register-for-session.handler.js';
import { RemoveRegistrationController } from './remove-registration/remove-registration.controller.js';
import { RemoveRegistrationHandler } from './remove-registration/remove-registration.handler.js';
import { SessionMailPlanner } from './session-mails/session-mail-planner.js';
import { SessionMailer } from './session-mails/session-mailer.js';
import { SetAttendanceStatusController } from './set-attendance-status/set-attendance-status.controller.js';
import { SetAttendanceStatusHandler } from './set-attendance-status/set-attendance-status.handler.js';
import { SetCapacityController } from './set-capacity/set-capacity.controller.js';
import {
  SetPracticeCapacityHandler,
  SetSessionCapacityHandler,
} from './set-capacity/set-capacity.handlers.js';
import { SessionMailSettingsController } from './set-reminder-hours/set-reminder-hours.controller.js';
import { SetReminderHoursHandler } from './set-reminder-hours/set-reminder-hours.handler.js';

/**
 * The weekly practices and their sessions: members register and cancel, see their schedule and
 * calendar feed; admins record attendance, remove registrations and set capacities (a full session
 * has a waitlist) and cancel or restore a date's class. Members are mailed about their sessions
 * (a reminder before the lock, a promotion, a cancelled class, no place after the waitlist) by jobs.
 */
@Module({
  imports: [AccountsModule],
  controllers: [
    ListPracticesController,
    RegisterForSessionController,
    ListUserScheduleController,
    CalendarFeedController,
    CalendarDownloadController,
    SetAttendanceStatusController,
    RemoveRegistrationController,
    MarkEveryoneAttendedController,
    SetCapacityController,
    SessionMailSettingsController,
  ],
  providers: [
    PracticeSchedule,
    AdminSessionChange,
    ListPracticesHandler,
    RegisterForSessionHandler,
    ListUserScheduleHandler,
    ListPastAttendanceHandler,
    CalendarFeedService,
    SetAttendanceStatusHandler,
    RemoveRegistrationHandler,
    MarkEveryoneAttendedHandler,
    SetPracticeCapacityHandler,
    SetSessionCapacityHandler,
    CancelSessionHandler,
    RestoreSessionHandler,
    SetReminderHoursHandler,
    SessionMailer,
    SessionMailPlanner,
  ],
  exports: [PracticeSchedule],
})
export class PracticeSessionsModule implements OnModuleInit {
  constructor(private readonly dataSource: DataSource) {}

  /** The practices table always matches the weekly schedule (idempotent, at every start). */
  async onModuleInit(): Promise<void> {
    await seedPractices(this.dataSource.manager);
  }
}
