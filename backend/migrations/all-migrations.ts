import { EventStore1763800000000 } from './1763800000000-event-store.js';
import { ProjectionsAndPractices1763800000001 } from './1763800000001-projections-and-practices.js';
import { Accounts1763800000100 } from './1763800000100-accounts.js';
import { CalendarFeeds1763800000200 } from './1763800000200-calendar-feeds.js';

/** Listed, not globbed: the same list works compiled, under jest and in the CLI. Append new ones at the end. */
export const allMigrations = [
  EventStore1763800000000,
  ProjectionsAndPractices1763800000001,
  Accounts1763800000100,
  CalendarFeeds1763800000200,
];
