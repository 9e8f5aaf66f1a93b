import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AuditEntry } from '@sadhana/rules/admin';
import { DataSource } from 'typeorm';
import { assertUserExists } from '../../accounts/index.js';
import { auditTrailOf } from '../read-models/admin-audit/admin-audit.queries.js';
import { AuditTrailQuery } from './audit-trail.query.js';

@QueryHandler(AuditTrailQuery)
export class AuditTrailHandler implements IQueryHandler<AuditTrailQuery, AuditEntry[]> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userId }: AuditTrailQuery): Promise<AuditEntry[]> {
    await assertUserExists(this.dataSource, userId);
    return auditTrailOf(this.dataSource, userId);
  }
}
