import type { AuditEntry } from '@sadhana/rules/admin';
import type { AuditLine } from '@sadhana/rules/admin-workspace';
import type { DataSource, EntityManager } from 'typeorm';
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

/** A page of a member's audit trail, newest first, each line in words. */
export async function auditPage(
  db: DataSource | EntityManager,
  userId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ rows: AuditLine[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `SELECT a.event_id AS id, a.at AS at, a.type, to_char(a.session_date, 'YYYY-MM-DD') AS "sessionDate",
              u.email AS "byAdminEmail", a.detail, a.facts
       FROM admin_audit a LEFT JOIN users u ON u.id = a.by_admin
       WHERE a.user_id = $1
       ORDER BY a.commit_position DESC, a.prepare_position DESC
       LIMIT $2 OFFSET $3`,
      [userId, pageSize, (page - 1) * pageSize],
    ) as Promise<(AuditEntry & { facts: Record<string, unknown> })[]>,
    db.query('SELECT count(*)::int AS total FROM admin_audit WHERE user_id = $1', [userId]),
  ]);
  return {
    rows: rows.map(({ facts, ...line }) => ({ ...line, summary: auditLineInWords({ ...line, facts }) })),
    total,
  };
}
