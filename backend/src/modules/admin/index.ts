// The admin context's public face: the studio owner's reads and corrections, and the audit trail.

export { AdminModule } from './admin.module.js';
