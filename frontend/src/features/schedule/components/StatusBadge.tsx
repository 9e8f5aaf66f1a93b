import { attendanceBadge } from '@sadhana/rules/attendance';

export function StatusBadge({ status, past }: { status: string | null | undefined; past: boolean }) {
  const badge = attendanceBadge(status, { past });
  return <span className={`status-badge status-badge-${badge.tone}`}>{badge.label}</span>;
}
