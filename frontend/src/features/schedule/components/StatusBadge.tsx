import { attendanceBadge } from '@sadhana/rules/attendance';
import styles from './badge.module.css';

const TONE_CLASS = {
  green: styles.statusBadgeGreen,
  red: styles.statusBadgeRed,
  amber: styles.statusBadgeAmber,
  orange: styles.statusBadgeOrange,
} as const;

/** An attendance's status as a badge; `className` places it in a list's layout. */
export function StatusBadge({
  status,
  past,
  className,
}: {
  status: string | null | undefined;
  past: boolean;
  className?: string;
}) {
  const badge = attendanceBadge(status, { past });
  return (
    <span
      className={[styles.statusBadge, TONE_CLASS[badge.tone], className].filter(Boolean).join(' ')}
      data-testid="status-badge"
    >
      {badge.label}
    </span>
  );
}
