import type { ReactNode } from 'react';
import styles from './QueryState.module.css';

/** The loading and error lines every data card shows, in one voice. */
export function LoadingLine({ children }: { children: ReactNode }) {
  return (
    <p className={styles.dataStatus} role="status">
      <span className={`spinner ${styles.spinnerSmall}`} aria-hidden="true" />
      {children}
    </p>
  );
}

export function ErrorLine({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <div className={`${styles.dataStatus} ${styles.dataStatusError}`} role="alert">
      <span>{children}</span>
      {onRetry && (
        <button type="button" className={styles.textButton} onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className={styles.dataStatus}>{children}</p>;
}
