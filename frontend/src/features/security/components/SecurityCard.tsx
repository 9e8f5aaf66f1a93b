import { App, Button } from 'antd';
import { useState } from 'react';
import { useStepUp } from '../../../components/second-factor/use-step-up';
import { serverMessage } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/eastern-time';
import { useSecurity } from '../api/get-security';
import { useNewRecoveryCodes } from '../api/new-recovery-codes';
import { useRemovePasskey } from '../api/remove-passkey';
import { useRemoveTotp } from '../api/remove-totp';
import styles from '../security.module.css';
import { PasskeyEnrolment } from './PasskeyEnrolment';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TotpEnrolment } from './TotpEnrolment';

/**
 * The profile's Security card: passkeys (named, listed, removable), the authenticator app (on or
 * off), recovery codes (how many are left, ten new ones). Removing asks for a fresh check.
 */
export function SecurityCard() {
  const security = useSecurity();
  const { notification } = App.useApp();
  const withStepUp = useStepUp();
  const removePasskey = useRemovePasskey();
  const removeTotp = useRemoveTotp();
  const renew = useNewRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const failed = (failure: unknown) =>
    notification.error({ title: 'Error', description: serverMessage(failure) ?? 'Please try again.' });

  return (
    <section className={styles.securityCard} aria-labelledby="security-title" data-testid="security-card">
      <h2 id="security-title">Security</h2>
      {security.isPending ? (
        <p role="status">Loading your sign-in methods...</p>
      ) : security.isError ? (
        <p role="alert">Could not load your sign-in methods.</p>
      ) : codes ? (
        <RecoveryCodesList codes={codes} onDone={() => setCodes(null)} />
      ) : (
        <>
          <h3>Passkeys</h3>
          {security.data.passkeys.length === 0 ? (
            <p className={styles.securityMuted}>
              No passkeys yet. A passkey signs you in with your device’s lock.
            </p>
          ) : (
            <ul className={styles.securityList} aria-label="Your passkeys">
              {security.data.passkeys.map((passkey) => (
                <li key={passkey.id}>
                  <span className={styles.securityName}>
                    <strong>{passkey.name}</strong>{' '}
                    <span className={styles.securityMuted}>
                      added {formatDate(passkey.createdAt)}
                      {passkey.lastUsedAt
                        ? `, last used ${formatDate(passkey.lastUsedAt)}`
                        : ', not used yet'}
                    </span>
                  </span>
                  <Button
                    danger
                    aria-label={`Remove passkey ${passkey.name}`}
                    onClick={() =>
                      withStepUp(() => removePasskey.mutateAsync(passkey.id)).then(
                        () => notification.success({ title: 'Passkey removed' }),
                        failed,
                      )
                    }
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <PasskeyEnrolment
            onAdded={(registered) => {
              notification.success({ title: 'Passkey added' });
              if (registered.recoveryCodes) setCodes(registered.recoveryCodes);
            }}
          />
          <h3>Authenticator app</h3>
          {security.data.totpEnabled ? (
            <div className={styles.securityRow}>
              <span>On: sign-ins ask for a code from your app.</span>
              <Button
                danger
                onClick={() =>
                  withStepUp(() => removeTotp.mutateAsync()).then(
                    () => notification.success({ title: 'Authenticator app turned off' }),
                    failed,
                  )
                }
              >
                Turn off
              </Button>
            </div>
          ) : (
            <TotpEnrolment onEnabled={setCodes} />
          )}
          {(security.data.totpEnabled || security.data.passkeys.length > 0) && (
            <>
              <h3>Recovery codes</h3>
              <div className={styles.securityRow}>
                <span>{security.data.recoveryCodesLeft} of 10 left.</span>
                <Button
                  onClick={() =>
                    withStepUp(() => renew.mutateAsync()).then(
                      ({ recoveryCodes }) => setCodes(recoveryCodes),
                      failed,
                    )
                  }
                >
                  New recovery codes
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
