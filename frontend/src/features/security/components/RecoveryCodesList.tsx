import { Alert, Button } from 'antd';
import styles from '../security.module.css';

/** The ten recovery codes, shown this once: each stands in for the second factor one time. */
export function RecoveryCodesList({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <section aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title">Your recovery codes</h3>
      <Alert
        type="warning"
        showIcon
        title="Save these codes somewhere safe. Each works once, if you lose your passkey or phone. They will not be shown again."
      />
      <ol className={styles.securityCodes} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button type="primary" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </section>
  );
}
