import { EventStore1763800000000 } from './1763800000000-event-store.js';
import { ProjectionsAndPractices1763800000001 } from './1763800000001-projections-and-practices.js';
import { Accounts1763800000100 } from './1763800000100-accounts.js';
import { CalendarFeeds1763800000200 } from './1763800000200-calendar-feeds.js';
import { VersionedReadModels1763800000300 } from './1763800000300-versioned-read-models.js';
import { AppendReturnsPositions1763800000400 } from './1763800000400-append-returns-positions.js';
import { EventOutbox1763800000401 } from './1763800000401-event-outbox.js';
import { Membership1763800000500 } from './1763800000500-membership.js';
import { FeePaymentIntents1763800000501 } from './1763800000501-fee-payment-intents.js';
import { RegistrationStatuses1763800000600 } from './1763800000600-registration-statuses.js';
import { InlineProjectionStart1763800000700 } from './1763800000700-inline-projection-start.js';
import { AppendWithTypedNotify1763800000701 } from './1763800000701-append-with-typed-notify.js';
import { SharedRulesInSql1763800000800 } from './1763800000800-shared-rules-in-sql.js';
import { OutboxStreamPositions1763800000900 } from './1763800000900-outbox-stream-positions.js';
import { UsersSearchIndexes1763800001100 } from './1763800001100-users-search-indexes.js';
import { SessionStarted1763800001101 } from './1763800001101-session-started.js';
import { SecondFactors1763800001300 } from './1763800001300-second-factors.js';
import { FeePaymentIntentStatus1763800001420 } from './1763800001420-fee-payment-intent-status.js';
import { PracticeCapacity1763800001500 } from './1763800001500-practice-capacity.js';
import { AppendWithoutNotify1763800001600 } from './1763800001600-append-without-notify.js';
import { UsersJoinedOrder1763800001700 } from './1763800001700-users-joined-order.js';
import { JobsAndSessionMails1763800002000 } from './1763800002000-jobs-and-session-mails.js';

/** Listed, not globbed: the same list works compiled, under jest and in the CLI. Append new ones at the end. */
export const allMigrations = [
  EventStore1763800000000,
  ProjectionsAndPractices1763800000001,
  Accounts1763800000100,
  CalendarFeeds1763800000200,
  VersionedReadModels1763800000300,
  AppendReturnsPositions1763800000400,
  EventOutbox1763800000401,
  Membership1763800000500,
  FeePaymentIntents1763800000501,
  RegistrationStatuses1763800000600,
  InlineProjectionStart1763800000700,
  AppendWithTypedNotify1763800000701,
  SharedRulesInSql1763800000800,
  OutboxStreamPositions1763800000900,
  UsersSearchIndexes1763800001100,
  SessionStarted1763800001101,
  SecondFactors1763800001300,
  FeePaymentIntentStatus1763800001420,
  PracticeCapacity1763800001500,
  AppendWithoutNotify1763800001600,
  UsersJoinedOrder1763800001700,
  JobsAndSessionMails1763800002000,
];
