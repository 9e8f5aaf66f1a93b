import type { ActivityStatus } from '@sadhana/rules/admin';
import { addDays } from '../../../platform/domain/eastern-time.js';

/** DAU = active on the Eastern day; WAU = in the last 7 Eastern days; MAU = in the last 30. */
export const WAU_DAYS = 7;
export const MAU_DAYS = 30;

/** The narrowest of DAU, WAU and MAU that holds for a user last active on `lastActive`, else 'other'. */
export function activityStatusOf(lastActive: string | undefined, asOf: string): ActivityStatus {
  if (!lastActive || lastActive > asOf) return 'other';
  if (lastActive === asOf) return 'DAU';
  if (lastActive > addDays(asOf, -WAU_DAYS)) return 'WAU';
  if (lastActive > addDays(asOf, -MAU_DAYS)) return 'MAU';
  return 'other';
}
