import { ATTENDANCE_STATUS_LABELS, ATTENDANCE_STATUSES, adminBadgeVariant } from '@sadhana/rules/attendance';
import { Select } from 'antd';
import styles from '../admin.module.css';

const NO_STATUS = '__none__';
/** The select's border in the admin badges' colours: green attended, red no-show, plain otherwise. */
const VARIANT_CLASS = {
  default: styles.adminStatusDefault,
  destructive: styles.adminStatusDestructive,
  outline: undefined,
};

const OPTIONS = [
  { value: NO_STATUS, label: 'No status' },
  ...ATTENDANCE_STATUSES.map((status) => ({ value: status, label: ATTENDANCE_STATUS_LABELS[status] })),
];

/** The nine attendance statuses with their labels, or none; coloured as the admin badges are. */
export function AdminStatusSelect({
  status,
  label,
  onChange,
}: {
  status: string | null;
  /** The accessible name, e.g. "Attendance status for Asha Rao on 2026-11-22". */
  label: string;
  onChange: (status: string | null) => void;
}) {
  return (
    <Select
      aria-label={label}
      className={[styles.adminStatusSelect, status && VARIANT_CLASS[adminBadgeVariant(status)]]
        .filter(Boolean)
        .join(' ')}
      value={status ?? NO_STATUS}
      options={OPTIONS}
      popupMatchSelectWidth={false}
      // Ten short options: all of them in view at once, none rendered only when scrolled to.
      virtual={false}
      listHeight={OPTIONS.length * 32 + 8}
      onChange={(value: string) => onChange(value === NO_STATUS ? null : value)}
    />
  );
}
