import {
  FEE_SETTLEMENT_METHOD_NAMES,
  TAKE_PAYMENT_METHODS,
  type TakePaymentMethod,
} from '@sadhana/rules/fees';
import { App, Checkbox, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useStepUp } from '../../../../components/second-factor/use-step-up';
import { isStepUpRequired } from '../../../../lib/api-errors';
import { formatUsd } from '../../../../lib/money';
import styles from '../../admin.module.css';
import { useMemberSummary } from '../../api/get-member-summary';
import { useTakePayment } from '../../api/take-payment';
import { newPaymentId } from '../../lib/payment-id';
import { RefusalAlert } from '../RefusalAlert';

const METHOD_OPTIONS = TAKE_PAYMENT_METHODS.map((method) => ({
  value: method,
  label: FEE_SETTLEMENT_METHOD_NAMES[method],
}));

/** Cents, to compare amounts without binary fractions. */
const cents = (dollars: number) => Math.round(dollars * 100);

interface TakePaymentDialogProps {
  userId: string;
  /** The member's name, as the dialog's title says it. */
  name: string;
  onClose: () => void;
}

/**
 * "Take payment": the member's balance, then an amount (the balance to start with), a method and an
 * optional note. The server applies it to the oldest fees first in one payment the member sees too; a
 * part payment leaves the rest owed. More than the balance only when the rest is kept as credit.
 * Moving money asks for a fresh second factor (the step-up dialog comes over this one when needed).
 */
export function TakePaymentDialog({ userId, name, onClose }: TakePaymentDialogProps) {
  const { notification } = App.useApp();
  const summary = useMemberSummary(userId);
  const take = useTakePayment(userId);
  const withStepUp = useStepUp();
  // One id for this payment, however many times it is sent (a double tap, a step-up and a retry).
  const [paymentId] = useState(newPaymentId);
  const [amount, setAmount] = useState<number | null>(null);
  const [method, setMethod] = useState<TakePaymentMethod>('cash');
  const [note, setNote] = useState('');
  const [keepAsCredit, setKeepAsCredit] = useState(false);

  const fees = summary.data?.fees;
  const balance = fees?.outstanding ?? 0;
  const unpaid = fees?.items.filter((fee) => !fee.paid).length ?? 0;
  const chosen = amount ?? (balance > 0 ? balance : null);
  const over = chosen !== null && cents(chosen) > cents(balance);
  const valid = chosen !== null && chosen > 0 && (!over || keepAsCredit);

  const submit = () => {
    if (!valid || chosen === null) return;
    withStepUp(() =>
      take.mutateAsync({
        paymentId,
        amount: chosen,
        method,
        note: note.trim() || undefined,
        keepRestAsCredit: over && keepAsCredit,
      }),
    ).then(
      (ledger) => {
        notification.success({
          title: `Payment of ${formatUsd(chosen)} taken`,
          description:
            ledger.outstanding > 0
              ? `${formatUsd(ledger.outstanding)} is still owed.`
              : ledger.credit > 0
                ? `Nothing is owed; ${formatUsd(ledger.credit)} is kept as credit.`
                : 'Nothing is owed now.',
        });
        onClose();
      },
      // The refusal stays in the dialog (RefusalAlert), next to the amount it is about.
      (error: unknown) => console.warn('Taking a payment failed', { userId, paymentId, error }),
    );
  };

  return (
    <Modal
      open
      title={`Take payment — ${name}`}
      okText={chosen !== null && chosen > 0 ? `Take ${formatUsd(chosen)}` : 'Take payment'}
      okButtonProps={{ disabled: !valid }}
      confirmLoading={take.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      // A plain class: the dialog's wrapper as the browser tests find it over the user dialog.
      wrapClassName="take-payment-dialog"
    >
      {summary.isPending ? (
        <p role="status">Loading the balance...</p>
      ) : summary.isError ? (
        <p role="alert" className={styles.adminError}>
          Could not load the balance. Please try again.
        </p>
      ) : (
        <div className={styles.adminTakePayment}>
          <p className={styles.adminBalance} data-testid="take-payment-balance">
            Balance: <strong>{formatUsd(balance)}</strong>
            {unpaid > 0 && ` (${unpaid} unpaid ${unpaid === 1 ? 'fee' : 'fees'})`}
            {fees && fees.credit > 0 && `, after ${formatUsd(fees.credit)} of credit`}
          </p>
          <p className={styles.adminEmail}>
            Applied to the oldest fees first. A part payment leaves the rest owed.
          </p>
          <div className={styles.adminCapacityField}>
            <label htmlFor="take-payment-amount">Amount ($)</label>
            <InputNumber
              id="take-payment-amount"
              value={chosen}
              min={0}
              step={1}
              precision={2}
              onChange={(value) => setAmount(typeof value === 'number' ? value : null)}
              className={styles.adminAmount}
            />
          </div>
          <fieldset className={styles.adminFieldset}>
            <legend>Paid by</legend>
            <Radio.Group
              value={method}
              options={METHOD_OPTIONS}
              onChange={(event) => setMethod(event.target.value)}
            />
          </fieldset>
          {over && (
            <Checkbox checked={keepAsCredit} onChange={(event) => setKeepAsCredit(event.target.checked)}>
              Keep the {formatUsd(chosen - balance)} over the balance as credit
            </Checkbox>
          )}
          <div className={styles.adminCapacityField}>
            <label htmlFor="take-payment-note">Note (optional)</label>
            <Input.TextArea
              id="take-payment-note"
              rows={2}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          {/* A step-up's refusal is answered by its own dialog, not told here. */}
          <RefusalAlert
            error={take.error && !isStepUpRequired(take.error) ? take.error : null}
            fallback="Could not take the payment. Please try again."
          />
        </div>
      )}
    </Modal>
  );
}
