import type { ActivityStatus } from '@sadhana/rules/admin';
import { Tag } from 'antd';
import styles from '../admin.module.css';
import { activityLabel } from '../lib/admin-format';

/** When a user was last active, in words; blue while they are, plain once inactive (never green: not a membership). */
export function ActivityTag({ activity }: { activity: ActivityStatus }) {
  return (
    <Tag className={activity === 'other' ? undefined : styles.adminTagBlue}>{activityLabel(activity)}</Tag>
  );
}
