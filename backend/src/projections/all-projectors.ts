import type { Projector } from '../projection-engine/projector.js';
import { adminAuditProjector } from './admin-audit/admin-audit.projector.js';
import { feePaymentProjector } from './fee-payment/fee-payment.projector.js';
import { memberSummaryProjector } from './member-summary/member-summary.projector.js';
import { membershipProjector } from './membership/membership.projector.js';
import { sessionRegistrationProjector } from './session-registration/session-registration.projector.js';

/** Every read model's projector; the app runs them all and `npm run replay` rebuilds them. */
export const allProjectors: Projector[] = [
  sessionRegistrationProjector,
  memberSummaryProjector,
  membershipProjector,
  feePaymentProjector,
  adminAuditProjector,
];
