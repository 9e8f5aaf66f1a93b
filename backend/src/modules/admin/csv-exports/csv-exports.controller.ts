import { Controller, Get, Header, Query, Res, UseGuards } from '@nestjs/common';
import type { AdminUserRow, AttendanceHistoryRow } from '@sadhana/rules/admin-workspace';
import { ATTENDANCE_STATUS_LABELS, isAttendanceStatus } from '@sadhana/rules/attendance';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { Clock } from '../../../platform/clock/clock.js';
import { studioDate } from '../../../platform/domain/eastern-time.js';
import { PracticeSchedule } from '../../practice-sessions/index.js';
import { AttendanceHistoryDto } from '../attendance-history/attendance-history.dto.js';
import { historyRange } from '../attendance-history/attendance-history.handler.js';
import { historyPage } from '../attendance-history/history-page.queries.js';
import { statsDate } from '../shared/stats-date.js';
import { studioNow } from '../shared/studio-now.js';
import { UsersOverviewDto } from '../users-overview/users-overview.dto.js';
import { usersPage } from '../users-overview/users-page.queries.js';
import { type CsvColumn, csvFile, csvFileName } from './csv-file.js';

const MEMBERSHIP_LABELS = {
  paid: 'Paid member',
  complimentary: 'Complimentary',
  paused: 'Paused',
  none: 'Free user',
} as const;
const day = (iso: string | null) => (iso ? studioDate(new Date(iso)) : '');
const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/** The Users tab's file: a label for each code the API answers. */
const USER_COLUMNS: readonly CsvColumn<AdminUserRow>[] = [
  ['Name', fullName],
  ['Email', (user) => user.email],
  ['Membership', (user) => MEMBERSHIP_LABELS[user.membershipKind]],
  ['Member since', (user) => day(user.membershipStartDate)],
  ['Status', (user) => (user.inactive ? 'Inactive' : 'Active')],
  ['Activity', (user) => (user.activityStatus === 'other' ? 'Other' : user.activityStatus)],
  ['Attendance', (user) => user.attendanceCount],
  ['Sign-in', (user) => (user.authProvider === 'google' ? 'Google' : 'Email')],
  ['Joined', (user) => day(user.createdAt)],
  ['Last active', (user) => user.lastActiveDate ?? 'Never'],
  ['Account', (user) => (user.deletedAt ? 'Deleted' : 'Active')],
];

/** The attendance history's file: a status reads as its label, or as attended/registered without one. */
const HISTORY_COLUMNS: readonly CsvColumn<AttendanceHistoryRow>[] = [
  ['Date', (row) => row.date],
  ['Day', (row) => row.dayName],
  ['Practice', (row) => row.practiceName],
  ['Name', fullName],
  ['Email', (row) => row.email],
  ['Membership', (row) => (row.membershipActive ? 'Member' : 'Free user')],
  [
    'Status',
    (row) =>
      row.attendanceStatus && isAttendanceStatus(row.attendanceStatus)
        ? ATTENDANCE_STATUS_LABELS[row.attendanceStatus]
        : row.countsAsAttended
          ? 'Attended'
          : 'Registered',
  ],
  ['Registered', (row) => (row.registered ? 'Yes' : 'No')],
  ['Account', (row) => (row.userDeleted ? 'Deleted' : 'Active')],
];

/** The Users tab and the attendance history as CSV files, with the same filters as on screen. */
@Controller('api/admin')
@UseGuards(AdminGuard)
export class CsvExportsController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly schedule: PracticeSchedule,
  ) {}

  @Get('users.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  async users(
    @Query() query: UsersOverviewDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const at = await studioNow(this.clock, this.schedule);
    const asOf = statsDate('asOf', query.asOf, at.today);
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
      at,
    );
    response.attachment(csvFileName('users', asOf));
    return csvFile(USER_COLUMNS, rows);
  }

  @Get('attendance-history.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  async history(
    @Query() query: AttendanceHistoryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const at = await studioNow(this.clock, this.schedule);
    const { from, to } = historyRange(query, at.today);
    const { rows } = await historyPage(
      this.dataSource,
      { from, to, userId: query.userId, q: query.q, status: query.status },
      null,
      at,
    );
    response.attachment(csvFileName(`attendance-${from}-to`, to));
    return csvFile(HISTORY_COLUMNS, rows);
  }
}
