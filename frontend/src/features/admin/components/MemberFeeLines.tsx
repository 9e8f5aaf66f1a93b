import type { FeeItem } from '@sadhana/rules/api';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { formatUsd } from '../../../lib/money';
import styles from '../admin.module.css';
import { formatDate } from '../lib/admin-format';
import { feeIdentity, settlementText } from '../lib/fee-settlement';
import { RecordPaymentForm } from './RecordPaymentForm';
import { WaiveFeeForm } from './WaiveFeeForm';

type OpenForm = { fee: string; form: 'payment' | 'waiver' } | null;

/** The member's fees, newest first: how each was settled, or the studio's ways to settle it. */
export function MemberFeeLines({ userId, fees }: { userId: string; fees: FeeItem[] }) {
  const [open, setOpen] = useState<OpenForm>(null);
  if (fees.length === 0) return <p className={styles.adminFeeEmpty}>No fees.</p>;
  return (
    <ul className={styles.adminFeeLines} aria-label="Fees">
      {fees.map((fee) => {
        const id = feeIdentity(fee);
        const form = open?.fee === id ? open.form : null;
        const close = () => setOpen(null);
        return (
          <li key={id} className={styles.adminFeeLine} data-testid={`fee-${id}`}>
            <div className={styles.adminFeeWhat}>
              <strong>
                {formatDate(fee.sessionDate)} · {fee.practiceName}
              </strong>
              <span>
                {fee.description}: {formatUsd(fee.amount)}
              </span>
            </div>
            <div className={styles.adminFeeActions}>
              <Tag className={fee.paid && fee.settlement !== 'waived' ? styles.adminTagGreen : undefined}>
                {settlementText(fee)}
              </Tag>
              {!fee.paid && form === null && (
                <>
                  <Button size="small" onClick={() => setOpen({ fee: id, form: 'payment' })}>
                    Record payment
                  </Button>
                  <Button size="small" danger onClick={() => setOpen({ fee: id, form: 'waiver' })}>
                    Waive
                  </Button>
                </>
              )}
            </div>
            {form === 'payment' && <RecordPaymentForm userId={userId} fee={fee} onDone={close} />}
            {form === 'waiver' && <WaiveFeeForm userId={userId} fee={fee} onDone={close} />}
          </li>
        );
      })}
    </ul>
  );
}
