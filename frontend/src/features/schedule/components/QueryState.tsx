import type { ReactNode } from 'react';

/** The loading and error lines every data card shows, in one voice. */
export function LoadingLine({ children }: { children: ReactNode }) {
  return (
    <p className="data-status" role="status">
      <span className="spinner spinner-small" aria-hidden="true" />
      {children}
    </p>
  );
}

export function ErrorLine({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <div className="data-status data-status-error" role="alert">
      <span>{children}</span>
      {onRetry && (
        <button type="button" className="text-button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="data-status data-status-empty">{children}</p>;
}
