import type { Projector } from './platform/projection-engine/projector.js';
import { adminAuditProjector } from './projections/admin-audit/admin-audit.projector.js';
import { feePaymentProjector } from './projections/fee-payment/fee-payment.projector.js';
import { memberSummaryProjector } from './projections/member-summary/member-summary.projector.js';
import { membershipProjector } from './projections/membership/membership.projector.js';
import { programBookingsProjector } from './projections/program-bookings/program-bookings.projector.js';
import { sessionCancellationProjector } from './projections/session-cancellation/session-cancellation.projector.js';
import { sessionCapacityProjector } from './projections/session-capacity/session-capacity.projector.js';
import { sessionRegistrationProjector } from './projections/session-registration/session-registration.projector.js';
import { sessionRostersProjector } from './projections/session-rosters/session-rosters.projector.js';
import { studioMembersProjector } from './projections/studio-members/studio-members.projector.js';
import { workshopsProjector } from './projections/workshops/workshops.projector.js';

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
  workshopsProjector,
  programBookingsProjector,
];
