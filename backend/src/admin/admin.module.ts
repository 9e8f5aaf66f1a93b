import { Module } from '@nestjs/common';
import { PracticeSchedule } from '../practices/practice-schedule.js';
import { ActivityTrendController } from './activity-trend/activity-trend.controller.js';
import { ActivityTrendHandler } from './activity-trend/activity-trend.handler.js';
import { AttendanceHistoryController } from './attendance-history/attendance-history.controller.js';
import { AttendanceHistoryHandler } from './attendance-history/attendance-history.handler.js';
import { AuditTrailController } from './audit-trail/audit-trail.controller.js';
import { AuditTrailHandler } from './audit-trail/audit-trail.handler.js';
import { DeleteUserController } from './delete-user/delete-user.controller.js';
import { DeleteUserHandler } from './delete-user/delete-user.handler.js';
import { RemoveRegistrationController } from './remove-registration/remove-registration.controller.js';
import { RemoveRegistrationHandler } from './remove-registration/remove-registration.handler.js';
import { RestoreUserController } from './restore-user/restore-user.controller.js';
import { RestoreUserHandler } from './restore-user/restore-user.handler.js';
import { SessionRegistrationsController } from './session-registrations/session-registrations.controller.js';
import { SessionRegistrationsHandler } from './session-registrations/session-registrations.handler.js';
import { SetAttendanceStatusController } from './set-attendance-status/set-attendance-status.controller.js';
import { SetAttendanceStatusHandler } from './set-attendance-status/set-attendance-status.handler.js';
import { UserProfileController } from './user-profile/user-profile.controller.js';
import { UserProfileHandler } from './user-profile/user-profile.handler.js';
import { UsersOverviewController } from './users-overview/users-overview.controller.js';
import { UsersOverviewHandler } from './users-overview/users-overview.handler.js';

/** Issue 11: the admin dashboard's calls, all behind AdminGuard (401 signed out, 403 non-admin). */
@Module({
  controllers: [
    UsersOverviewController,
    SessionRegistrationsController,
    AttendanceHistoryController,
    UserProfileController,
    DeleteUserController,
    RestoreUserController,
    RemoveRegistrationController,
    SetAttendanceStatusController,
    ActivityTrendController,
    AuditTrailController,
  ],
  providers: [
    PracticeSchedule,
    UsersOverviewHandler,
    SessionRegistrationsHandler,
    AttendanceHistoryHandler,
    UserProfileHandler,
    DeleteUserHandler,
    RestoreUserHandler,
    RemoveRegistrationHandler,
    SetAttendanceStatusHandler,
    ActivityTrendHandler,
    AuditTrailHandler,
  ],
})
export class AdminModule {}
