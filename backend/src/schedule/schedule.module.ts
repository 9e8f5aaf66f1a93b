import { Module } from '@nestjs/common';
import { PracticeSchedule } from '../practices/practice-schedule.js';
import {
  CalendarDownloadController,
  CalendarFeedController,
} from './calendar-feed/calendar-feed.controller.js';
import { CalendarFeedService } from './calendar-feed/calendar-feed.service.js';
import { ListFeesController } from './list-fees/list-fees.controller.js';
import { ListFeesHandler } from './list-fees/list-fees.handler.js';
import { ListUserScheduleController } from './list-user-schedule/list-user-schedule.controller.js';
import {
  ListPastAttendanceHandler,
  ListUserScheduleHandler,
} from './list-user-schedule/list-user-schedule.handlers.js';
import { RegisterForSessionController } from './register-for-session/register-for-session.controller.js';
import { RegisterForSessionHandler } from './register-for-session/register-for-session.handler.js';

/** Issue 5: registering for sessions, the member's schedule and fees, and the calendar feed. */
@Module({
  controllers: [
    RegisterForSessionController,
    ListUserScheduleController,
    ListFeesController,
    CalendarFeedController,
    CalendarDownloadController,
  ],
  providers: [
    PracticeSchedule,
    RegisterForSessionHandler,
    ListUserScheduleHandler,
    ListPastAttendanceHandler,
    ListFeesHandler,
    CalendarFeedService,
  ],
})
export class ScheduleModule {}
