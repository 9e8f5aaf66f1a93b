import { ATTENDANCE_STATUS_LABELS, adminBadgeVariant, isAttendanceStatus } from '@sadhana/rules/attendance';
import { Tag } from 'antd';
import styles from '../admin.module.css';

/** A status in words, whole: its label, or what no status means then (counted as attended once begun). */
export function statusInWords(status: string | null, begun: boolean): string {
  if (isAttendanceStatus(status)) return ATTENDANCE_STATUS_LABELS[status];
  if (status !== null) return status;
  return begun ? 'Not marked (counts as attended)' : 'Registered';
}

const TAG_CLASS = { default: styles.adminTagGreen, destructive: styles.adminTagRed, outline: undefined };

/** A status as the admin's badges colour it: green attended or walk-in, red no-show, plain otherwise. */
export function AttendanceStatusTag({ status, begun }: { status: string | null; begun: boolean }) {
  return (
    <Tag className={[styles.adminStatusTag, TAG_CLASS[adminBadgeVariant(status)]].filter(Boolean).join(' ')}>
      {statusInWords(status, begun)}
    </Tag>
  );
}
