import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AuditEntry } from '@sadhana/rules/admin';
import type { AuditLine, Page } from '@sadhana/rules/admin-workspace';
import { DataSource } from 'typeorm';
import { auditPage, auditTrailOf } from '../../../projections/admin-audit/admin-audit.queries.js';
import { assertUserExists, UserNotFound } from '../../accounts/index.js';
import { AuditTrailQuery } from './audit-trail.query.js';

@QueryHandler(AuditTrailQuery)
export class AuditTrailHandler implements IQueryHandler<AuditTrailQuery, AuditEntry[] | Page<AuditLine>> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ userId, request }: AuditTrailQuery): Promise<AuditEntry[] | Page<AuditLine>> {
    if (request.page === undefined) {
      await assertUserExists(this.dataSource, userId);
      return auditTrailOf(this.dataSource, userId);
    }
    const page = { page: request.page, pageSize: request.pageSize };
    const { rows, total, known } = await auditPage(this.dataSource, userId, page);
    if (!known) throw new UserNotFound(userId);
    return { items: rows, total, ...page };
  }
}
