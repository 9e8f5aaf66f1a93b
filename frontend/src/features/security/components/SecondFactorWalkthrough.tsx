import { useState } from 'react';
import styles from '../security.module.css';
import { PasskeyEnrolment } from './PasskeyEnrolment';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TotpEnrolment } from './TotpEnrolment';

/**
 * An admin's first visit to /admin: the admin pages open only with a second factor, so this walks
 * through adding one (a passkey, or an authenticator app), then shows the recovery codes once;
 * `onDone` when they are saved (or when no codes come, the account already having had some).
 */
export function SecondFactorWalkthrough({ onDone }: { onDone: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <section className={`page page-narrow ${styles.securityWalkthrough}`} aria-labelledby="page-title">
      <title>Protect your admin account · Sadhana</title>
      <h1 id="page-title">Protect your admin account</h1>
      <div className={styles.securityCard}>
        {codes ? (
          <RecoveryCodesList codes={codes} onDone={onDone} />
        ) : (
          <>
            <p>
              The admin pages can delete members and change anyone’s records, so they ask for a second factor
              besides your password. Add a passkey or an authenticator app to continue.
            </p>
            <h2>Add a passkey</h2>
            <PasskeyEnrolment
              onAdded={(registered) =>
                registered.recoveryCodes ? setCodes(registered.recoveryCodes) : onDone()
              }
            />
            <h2>Or use an authenticator app</h2>
            <TotpEnrolment onEnabled={setCodes} />
          </>
        )}
      </div>
    </section>
  );
}
