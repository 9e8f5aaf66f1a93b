import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { PracticeSessionsModule } from '../practice-sessions/index.js';
import { ActivityTrendController } from './activity-trend/activity-trend.controller.js';
import { ActivityTrendHandler } from './activity-trend/activity-trend.handler.js';
import { AttendanceHistoryController } from './attendance-history/attendance-history.controller.js';
import { AttendanceHistoryHandler } from './attendance-history/attendance-history.handler.js';
import { AuditTrailController } from './audit-trail/audit-trail.controller.js';
import { AuditTrailHandler } from './audit-trail/audit-trail.handler.js';
import { CsvExportsController } from './csv-exports/csv-exports.controller.js';
import { DeleteUserController } from './delete-user/delete-user.controller.js';
import { DeleteUserHandler } from './delete-user/delete-user.handler.js';
import { JobsController } from './jobs/jobs.controller.js';
import { MemberSummaryController } from './member-summary/member-summary.controller.js';
import { MemberSummaryHandler } from './member-summary/member-summary.handler.js';
import { RestoreUserController } from './restore-user/restore-user.controller.js';
import { RestoreUserHandler } from './restore-user/restore-user.handler.js';
import { SessionRegistrationsController } from './session-registrations/session-registrations.controller.js';
import { SessionRegistrationsHandler } from './session-registrations/session-registrations.handler.js';
import { SessionRosterController } from './session-roster/session-roster.controller.js';
import { SessionRosterHandler } from './session-roster/session-roster.handler.js';
import { StudioStatsController } from './studio-stats/studio-stats.controller.js';
import { StudioStatsHandler } from './studio-stats/studio-stats.handler.js';
import { SystemStatusController } from './system-status/system-status.controller.js';
import { UserProfileController } from './user-profile/user-profile.controller.js';
import { UserProfileHandler } from './user-profile/user-profile.handler.js';
import { UsersOverviewController } from './users-overview/users-overview.controller.js';
import { UsersOverviewHandler } from './users-overview/users-overview.handler.js';

/**
 * The studio owner's dashboard: users, stats, registrations, attendance history, profiles and the
 * audit trail, soft delete and restore, the scheduled jobs, and the read models' state (System). Every call is behind AdminGuard (401 signed out, 403 non-admin).
 */
@Module({
  imports: [AccountsModule, PracticeSessionsModule],
  controllers: [
    UsersOverviewController,
    SessionRegistrationsController,
    AttendanceHistoryController,
    UserProfileController,
    DeleteUserController,
    RestoreUserController,
    ActivityTrendController,
    AuditTrailController,
    StudioStatsController,
    SessionRosterController,
    MemberSummaryController,
    CsvExportsController,
    JobsController,
    SystemStatusController,
  ],
  providers: [
    UsersOverviewHandler,
    SessionRegistrationsHandler,
    AttendanceHistoryHandler,
    UserProfileHandler,
    DeleteUserHandler,
    RestoreUserHandler,
    ActivityTrendHandler,
    AuditTrailHandler,
    StudioStatsHandler,
    SessionRosterHandler,
    MemberSummaryHandler,
  ],
})
export class AdminModule {}
