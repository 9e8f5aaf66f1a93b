import { Query } from '@nestjs/cqrs';
import type { ActivityTrendPoint } from '@sadhana/rules/admin';

/** DAU, WAU, MAU and active members for each of the `days` Eastern days ending `to`. */
export class ActivityTrendQuery extends Query<ActivityTrendPoint[]> {
  constructor(
    readonly to: string | undefined,
    readonly days: number,
  ) {
    super();
  }
}
