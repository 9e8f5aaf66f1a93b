import { useState } from 'react';
import { formatEasternTimestamp } from '../../../lib/eastern-time';
import styles from '../admin.module.css';
import { useAuditPage } from '../api/get-audit-page';
import { AdminPager } from './AdminPager';

/** What happened to the member, newest first and in words, a page at a time, with the admin behind each change. */
export function AuditTrail({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const trail = useAuditPage(userId, page);
  return (
    <section className={styles.adminProfileSection} aria-labelledby="audit-trail">
      <h4 id="audit-trail">Audit Trail</h4>
      {trail.isPending ? (
        <p>Loading audit trail...</p>
      ) : trail.isError ? (
        <p role="alert">Could not load the audit trail.</p>
      ) : trail.data.items.length === 0 ? (
        <p>No events recorded</p>
      ) : (
        <>
          <p className={styles.adminTotal}>
            {trail.data.total} {trail.data.total === 1 ? 'event' : 'events'}, newest first. Times are Eastern
            (ET).
          </p>
          <ol className={styles.adminAudit}>
            {trail.data.items.map((line) => (
              <li key={line.id}>
                <time dateTime={line.at}>{formatEasternTimestamp(line.at)}</time>: {line.summary}
                {line.byAdminEmail &&
                  !line.summary.includes(line.byAdminEmail) &&
                  ` (by ${line.byAdminEmail})`}
              </li>
            ))}
          </ol>
          <AdminPager data={trail.data} page={page} onPage={setPage} compact />
        </>
      )}
    </section>
  );
}
