import type { MembershipStanding } from '@sadhana/rules/admin-workspace';
import { Tag } from 'antd';
import styles from '../admin.module.css';
import { membershipLabel } from '../lib/admin-format';

/** A user's membership in words: Member, Complimentary (both green), Paused or Free. */
export function MembershipTag({ standing }: { standing: MembershipStanding }) {
  const green = standing === 'paid' || standing === 'complimentary';
  return <Tag className={green ? styles.adminTagGreen : undefined}>{membershipLabel(standing)}</Tag>;
}
