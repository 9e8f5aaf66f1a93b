import type { AuditEntry } from '@sadhana/rules/admin';
import { ADMIN_PAGE_SIZE, type AuditLine } from '@sadhana/rules/admin-workspace';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedRead } from '../../platform/database/prepared-reads.js';
import { isoInstant, jsonItem, jsonItems } from '../../platform/database/sql-json.js';
import { auditLineInWords } from './audit-words.js';

/** A member's audit trail in log order, with the email of the admin behind each admin change. */
export function auditTrailOf(
  db: DataSource | EntityManager,
  userId: string,
  limit = 500,
): Promise<AuditEntry[]> {
  return db.query(
    `SELECT a.event_id AS id, a.at AS at, a.type, to_char(a.session_date, 'YYYY-MM-DD') AS "sessionDate",
            u.email AS "byAdminEmail", a.detail
     FROM admin_audit a LEFT JOIN users u ON u.id = a.by_admin
     WHERE a.user_id = $1
     ORDER BY a.commit_position, a.prepare_position
     LIMIT $2`,
    [userId, limit],
  );
}

/**
 * A page of a member's audit trail, newest first, each line in words, with its total and whether
 * the member exists (soft-deleted ones do: their history stays), in one prepared statement: the
 * page is a range of the (user, position) index read backwards.
 */
export async function auditPage(
  db: DataSource | EntityManager,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: AuditLine[]; total: number; known: boolean }> {
  const [answer] = await preparedRead<{
    known: boolean;
    total: number;
    items: (AuditEntry & { facts: Record<string, unknown> })[];
  }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS known,
            (SELECT count(*)::int FROM admin_audit WHERE user_id = $1) AS total,
            ${jsonItems(
              `SELECT a.commit_position AS k0, a.prepare_position AS k1, ${jsonItem(
                `a.event_id AS id, ${isoInstant('a.at')} AS at, a.type,
                 to_char(a.session_date, 'YYYY-MM-DD') AS "sessionDate", u.email AS "byAdminEmail", a.detail,
                 a.facts`,
              )}
               FROM admin_audit a LEFT JOIN users u ON u.id = a.by_admin
               WHERE a.user_id = $1
               ORDER BY a.commit_position DESC, a.prepare_position DESC
               LIMIT ${pageSize} OFFSET $2::int`,
              'page_row.k0 DESC, page_row.k1 DESC',
            )} AS items`,
    [userId, (page - 1) * pageSize],
    { prepare: pageSize === ADMIN_PAGE_SIZE },
  );
  return {
    // Each line named field by field: copying the item without its facts (a rest pattern) cost more
    // than putting it in words.
    rows: answer.items.map((item) => ({
      id: item.id,
      at: item.at,
      type: item.type,
      sessionDate: item.sessionDate,
      byAdminEmail: item.byAdminEmail,
      detail: item.detail,
      summary: auditLineInWords(item),
    })),
    total: answer.total,
    known: answer.known,
  };
}
