import { Controller, Get, Header, Query, Res, UseGuards } from '@nestjs/common';
import { ATTENDANCE_STATUS_LABELS, isAttendanceStatus } from '@sadhana/rules/attendance';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { Clock } from '../../../platform/clock/clock.js';
import { studioDate } from '../../../platform/domain/eastern-time.js';
import { AttendanceHistoryDto } from '../attendance-history/attendance-history.dto.js';
import { historyRange } from '../attendance-history/attendance-history.handler.js';
import { historyPage } from '../attendance-history/history-page.queries.js';
import { statsDate } from '../shared/stats-date.js';
import { UsersOverviewDto } from '../users-overview/users-overview.dto.js';
import { usersPage } from '../users-overview/users-page.queries.js';
import { csvFile, csvFileName } from './csv-file.js';

const MEMBERSHIP_LABELS = { paid: 'Paid member', complimentary: 'Complimentary', none: 'Free user' } as const;
const day = (iso: string | null) => (iso ? studioDate(new Date(iso)) : '');

/** The Users tab and the attendance history as CSV files, with the same filters as on screen. */
@Controller('api/admin')
@UseGuards(AdminGuard)
export class CsvExportsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  @Get('users.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  async users(
    @Query() query: UsersOverviewDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const now = this.clock.now();
    const today = studioDate(now);
    const asOf = statsDate('asOf', query.asOf, today);
    const { rows } = await usersPage(
      this.dataSource,
      {
        q: query.q,
        membership: query.membership,
        activity: query.activity,
        deleted: query.deleted ?? 'hide',
        sort: query.sort ?? 'name',
        order: query.order ?? 'asc',
        asOf,
      },
      null,
      { today, now },
    );
    response.attachment(csvFileName('users', asOf));
    return csvFile(
      [
        'Name',
        'Email',
        'Membership',
        'Member since',
        'Status',
        'Activity',
        'Attendance',
        'Sign-in',
        'Joined',
        'Last active',
        'Account',
      ],
      rows.map((user) => [
        [user.firstName, user.lastName].filter(Boolean).join(' '),
        user.email,
        MEMBERSHIP_LABELS[user.membershipKind],
        day(user.membershipStartDate),
        user.inactive ? 'Inactive' : 'Active',
        user.activityStatus === 'other' ? 'Other' : user.activityStatus,
        user.attendanceCount,
        user.authProvider === 'google' ? 'Google' : 'Email',
        day(user.createdAt),
        user.lastActiveDate ?? 'Never',
        user.deletedAt ? 'Deleted' : 'Active',
      ]),
    );
  }

  @Get('attendance-history.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  async history(
    @Query() query: AttendanceHistoryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const now = this.clock.now();
    const today = studioDate(now);
    const { from, to } = historyRange(query, today);
    const { rows } = await historyPage(
      this.dataSource,
      { from, to, userId: query.userId, q: query.q, status: query.status },
      null,
      { today, now },
    );
    response.attachment(csvFileName(`attendance-${from}-to`, to));
    return csvFile(
      ['Date', 'Day', 'Practice', 'Name', 'Email', 'Membership', 'Status', 'Registered', 'Account'],
      rows.map((row) => [
        row.date,
        row.dayName,
        row.practiceName,
        [row.firstName, row.lastName].filter(Boolean).join(' '),
        row.email,
        row.membershipActive ? 'Member' : 'Free user',
        row.attendanceStatus && isAttendanceStatus(row.attendanceStatus)
          ? ATTENDANCE_STATUS_LABELS[row.attendanceStatus]
          : row.countsAsAttended
            ? 'Attended'
            : 'Registered',
        row.registered ? 'Yes' : 'No',
        row.userDeleted ? 'Deleted' : 'Active',
      ]),
    );
  }
}
