import { ATTENDANCE_STATUS_LABELS, ATTENDANCE_STATUSES } from '@sadhana/rules/attendance';
import { Button, Dropdown, type MenuProps } from 'antd';
import styles from '../admin.module.css';

const CLEAR = '__clear__';

/** The statuses that say someone came or did not: only once the session has begun. */
export const NEEDS_START: ReadonlySet<string> = new Set([
  'registered_attended',
  'registered_no_show',
  'walk_in_attended',
]);

/**
 * "Other status": every attendance status with its whole label (a menu, not a select that cuts its
 * value), and "No status" to clear it; the ones that say someone came or not only from the start.
 */
export function StatusMenu({
  status,
  label,
  begun,
  onSet,
}: {
  status: string | null;
  /** The accessible name: "Other status for Asha Rao on 2026-11-28". */
  label: string;
  begun: boolean;
  onSet: (status: string | null) => void;
}) {
  const items: MenuProps['items'] = [
    ...ATTENDANCE_STATUSES.map((value) => ({
      key: value,
      label: ATTENDANCE_STATUS_LABELS[value],
      disabled: !begun && NEEDS_START.has(value),
    })),
    { type: 'divider' as const },
    { key: CLEAR, label: 'No status', disabled: status === null },
  ];
  return (
    <Dropdown
      trigger={['click']}
      classNames={{ root: styles.adminStatusMenu }}
      menu={{
        items,
        selectable: true,
        selectedKeys: status ? [status] : [],
        onClick: ({ key }) => {
          const next = key === CLEAR ? null : key;
          if (next !== status) onSet(next);
        },
      }}
    >
      <Button size="small" aria-label={label}>
        Other status
      </Button>
    </Dropdown>
  );
}
