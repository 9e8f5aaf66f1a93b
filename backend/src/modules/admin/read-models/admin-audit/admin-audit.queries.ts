import type { AuditEntry } from '@sadhana/rules/admin';
import type { DataSource, EntityManager } from 'typeorm';

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
