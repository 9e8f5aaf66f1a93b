import { Query } from '@nestjs/cqrs';
import type { AuditEntry } from '@sadhana/rules/admin';

/** A member's events in order, for the user dialog (from the admin_audit read model). */
export class AuditTrailQuery extends Query<AuditEntry[]> {
  constructor(readonly userId: string) {
    super();
  }
}
