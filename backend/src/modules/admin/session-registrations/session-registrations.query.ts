import { Query } from '@nestjs/cqrs';
import type { SessionRegistrationsDay } from '@sadhana/rules/admin';

/** The registration window's days (two days ago … four days ahead), one card each. */
export class SessionRegistrationsQuery extends Query<SessionRegistrationsDay[]> {}
