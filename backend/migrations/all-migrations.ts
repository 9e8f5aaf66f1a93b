import { Baseline1763800002000 } from './1763800002000-baseline.js';
import { BegunSessionsByDate1764300000000 } from './1764300000000-begun-sessions-by-date.js';
import { CanonicalMemberIds1764400000000 } from './1764400000000-canonical-member-ids.js';
import { AttemptCounters1764400000001 } from './1764400000001-attempt-counters.js';
import { ProjectionStatus1764500000000 } from './1764500000000-projection-status.js';

/**
 * Listed, not globbed: the same list works compiled, under jest and in the CLI. Append new ones at the end.
 *
 * The baseline makes the whole schema the app launches with; it squashed the 22 migrations of before
 * launch and carries the last one's name (JobsAndSessionMails1763800002000), so on a database that ran
 * the whole chain it counts as run (TypeORM matches by name) and only migrations appended here run.
 */
export const allMigrations = [
  Baseline1763800002000,
  BegunSessionsByDate1764300000000,
  CanonicalMemberIds1764400000000,
  AttemptCounters1764400000001,
  ProjectionStatus1764500000000,
];
