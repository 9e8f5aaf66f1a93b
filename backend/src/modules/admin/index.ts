// The admin context's public face: the studio owner's reads and corrections, and the audit trail.

export { adminAuditProjector } from '../../projections/admin-audit/admin-audit.projector.js';
export { sessionRostersProjector } from '../../projections/session-rosters/session-rosters.projector.js';
export { studioMembersProjector } from '../../projections/studio-members/studio-members.projector.js';
export { AdminModule } from './admin.module.js';
