import { Query } from '@nestjs/cqrs';
import type { AuditEntry } from '@sadhana/rules/admin';
import type { AuditLine, Page } from '@sadhana/rules/admin-workspace';
import type { PageDto } from '../shared/page.dto.js';

/**
 * A member's audit trail for the user dialog (from the admin_audit read model): unpaged, every
 * event in log order; with `page`, newest first and in words.
 */
export class AuditTrailQuery extends Query<AuditEntry[] | Page<AuditLine>> {
  constructor(
    readonly userId: string,
    readonly request: PageDto,
  ) {
    super();
  }
}
