import { attendanceBadge } from '../lib/attendance-status';

export function StatusBadge({ status, past }: { status: string | null | undefined; past: boolean }) {
  const badge = attendanceBadge(status, { past });
  return <span className={`status-badge status-badge-${badge.tone}`}>{badge.label}</span>;
}
