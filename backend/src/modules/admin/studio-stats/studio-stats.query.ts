import { Query } from '@nestjs/cqrs';
import type { AdminStats } from '@sadhana/rules/admin';

/** The studio's figures as of an Eastern date (today when absent). */
export class StudioStatsQuery extends Query<AdminStats> {
  constructor(readonly asOf: string | undefined) {
    super();
  }
}
