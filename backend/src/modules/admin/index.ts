// The admin context's public face: the studio owner's reads and corrections, and the audit trail.
export { AdminModule } from './admin.module.js';
export { adminAuditProjector } from './read-models/admin-audit/admin-audit.projector.js';
export { sessionRostersProjector } from './read-models/session-rosters/session-rosters.projector.js';
export { studioMembersProjector } from './read-models/studio-members/studio-members.projector.js';
