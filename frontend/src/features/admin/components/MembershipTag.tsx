import { Tag } from 'antd';
import styles from '../admin.module.css';

export function MembershipTag({
  active,
  memberText = 'Member',
  freeText = 'Free',
}: {
  active: boolean;
  memberText?: string;
  freeText?: string;
}) {
  return <Tag className={active ? styles.adminTagGreen : undefined}>{active ? memberText : freeText}</Tag>;
}
