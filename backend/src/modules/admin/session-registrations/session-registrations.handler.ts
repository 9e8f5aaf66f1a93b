import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SessionRegistrationsDay } from '@sadhana/rules/admin';
import { WINDOW_DAYS_AFTER, WINDOW_DAYS_BEFORE } from '@sadhana/rules/registration';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { addDays, studioDate } from '../../../platform/domain/eastern-time.js';
import { sessionRegistrationsByDay } from './admin-registrations.queries.js';
import { SessionRegistrationsQuery } from './session-registrations.query.js';

@QueryHandler(SessionRegistrationsQuery)
export class SessionRegistrationsHandler
  implements IQueryHandler<SessionRegistrationsQuery, SessionRegistrationsDay[]>
{
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<SessionRegistrationsDay[]> {
    const today = studioDate(this.clock.now());
    return sessionRegistrationsByDay(
      this.dataSource,
      addDays(today, -WINDOW_DAYS_BEFORE),
      addDays(today, WINDOW_DAYS_AFTER),
      today,
    );
  }
}
