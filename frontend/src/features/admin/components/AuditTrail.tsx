import styles from '../admin.module.css';
import { useAuditTrail } from '../api/get-audit-trail';
import { formatDate } from '../lib/admin-format';

const EVENT_LABELS: Record<string, string> = {
  MemberSignedUp: 'Signed up',
  MemberEmailVerified: 'Email verified',
  MemberGoogleLinked: 'Google account linked',
  MemberPasswordReset: 'Password reset',
  MemberProfileUpdated: 'Profile updated',
  MemberDeleted: 'Account deleted',
  MemberRestored: 'Account restored',
  MemberFactorAdded: 'Second factor added',
  MemberFactorRemoved: 'Second factor removed',
  MemberFactorUsed: 'Signed in with a second factor',
  MemberSteppedUp: 'Confirmed with a second factor',
  MemberRecoveryCodeUsed: 'Recovery code used',
  MemberRecoveryCodesIssued: 'Recovery codes issued',
  RegisteredForSession: 'Registered',
  RegistrationCancelled: 'Cancelled registration',
  AttendanceStatusSet: 'Attendance status set',
  AttendanceStatusCleared: 'Attendance status cleared',
  RegistrationRemovedByAdmin: 'Registration removed',
};

/** The member's events in order, with the admin behind each change. */
export function AuditTrail({ userId }: { userId: string }) {
  const trail = useAuditTrail(userId);
  return (
    <section className={styles.adminProfileSection} aria-labelledby="audit-trail">
      <h4 id="audit-trail">Audit Trail</h4>
      {trail.isPending ? (
        <p>Loading audit trail...</p>
      ) : trail.isError ? (
        <p role="alert">Could not load the audit trail.</p>
      ) : trail.data.length === 0 ? (
        <p>No events recorded</p>
      ) : (
        <ol className={styles.adminAudit}>
          {trail.data.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{new Date(entry.at).toLocaleString('en-US')}</time>{' '}
              <strong>{EVENT_LABELS[entry.type] ?? entry.type}</strong>
              {entry.sessionDate && ` for ${formatDate(entry.sessionDate)}`}
              {entry.detail && `: ${entry.detail}`}
              {entry.byAdminEmail && ` (by ${entry.byAdminEmail})`}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
