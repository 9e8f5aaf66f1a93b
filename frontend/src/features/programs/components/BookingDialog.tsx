import { MEMBER_DISCOUNT_PERCENT } from '@sadhana/rules/fees';
import { EARLY_REFUND_PERCENT, FULL_NOTICE_DAYS, LATE_REFUND_PERCENT } from '@sadhana/rules/program-refunds';
import type { ProgramBookingStart, ProgramView } from '@sadhana/rules/programs';
import { Modal } from 'antd';
import { Link } from 'react-router-dom';
import { programPrice } from '../../../lib/program-format';
import type { CardPaymentOutcome, PaymentSlot } from './payment-slot';
import styles from './programs.module.css';

/**
 * The booking's payment: both prices and which one this person pays (the server's quote: the member
 * price for an active member), the terms' refunds, then the card form.
 */
export function BookingDialog({
  program,
  start,
  pay,
  onOutcome,
  onClose,
}: {
  program: ProgramView;
  start: ProgramBookingStart | null;
  pay: PaymentSlot;
  onOutcome: (outcome: CardPaymentOutcome) => void;
  onClose: () => void;
}) {
  const amount = start ? programPrice(start.amount) : '';
  return (
    <Modal
      open={start !== null}
      title={`Book: ${program.title}`}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {start && (
        <>
          <p className={styles.bookingPrices} data-testid="booking-prices">
            Price {programPrice(program.price)} · Members {programPrice(program.memberPrice)} (
            {MEMBER_DISCOUNT_PERCENT}% off)
          </p>
          <p className={styles.programNote} data-testid="booking-you-pay">
            {start.memberPrice ? `As an active member you pay ${amount}.` : `You pay ${amount}.`}
          </p>
          {!start.memberPrice && (
            <p className={styles.statusLine}>
              Members pay {programPrice(program.memberPrice)}. <Link to="/subscribe">Become a Member</Link>
            </p>
          )}
          {pay({ clientSecret: start.clientSecret, submitLabel: `Pay ${amount}`, onOutcome })}
          <p className={styles.bookingTerms}>
            Your place is confirmed once the payment arrives; places go in the order payments do. You can
            cancel in the app: more than {FULL_NOTICE_DAYS} days before the start {EARLY_REFUND_PERCENT}% of
            what you paid is refunded, 1 to {FULL_NOTICE_DAYS} days {LATE_REFUND_PERCENT}%, on the day nothing
            (see <Link to="/privacy">Privacy &amp; TOC</Link>).
          </p>
        </>
      )}
    </Modal>
  );
}
