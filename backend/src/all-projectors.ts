import { memberSummaryProjector } from './modules/accounts/index.js';
import {
  adminAuditProjector,
  sessionRostersProjector,
  studioMembersProjector,
} from './modules/admin/index.js';
import { feePaymentProjector, membershipProjector } from './modules/membership/index.js';
import {
  sessionCancellationProjector,
  sessionCapacityProjector,
  sessionRegistrationProjector,
} from './modules/practice-sessions/index.js';
import type { Projector } from './platform/projection-engine/projector.js';

/** Every read model's projector, each from its context; the app runs them all and `npm run replay` rebuilds them. */
export const allProjectors: Projector[] = [
  sessionRegistrationProjector,
  sessionCancellationProjector,
  sessionCapacityProjector,
  memberSummaryProjector,
  membershipProjector,
  feePaymentProjector,
  adminAuditProjector,
  studioMembersProjector,
  sessionRostersProjector,
];
