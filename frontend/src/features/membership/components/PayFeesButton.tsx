import type { FeePaymentStart } from '@sadhana/rules/api';
import { App, Modal } from 'antd';
import { useState } from 'react';
import { isUnauthorizedError } from '../../../lib/api-errors';
import { formatUsd } from '../../../lib/money';
import { useUnauthorizedHandler } from '../../../lib/use-unauthorized-handler';
import { usePaymentsConfig } from '../api/get-payments-config';
import { usePayFees } from '../api/pay-fees';
import styles from '../membership.module.css';
import { PaymentForm, type PaymentOutcome } from './PaymentForm';

const CONFIRM_WAIT_MS = 15_000;

/**
 * Pays the outstanding fees with the same Payment Element as the membership. The ledger shows them
 * paid once Stripe's payment_intent.succeeded webhook has been recorded: `refetchOutstanding` (the
 * ledger's own refetch, answering the new outstanding total) is polled, bounded.
 */
export function PayFeesButton({
  outstanding,
  refetchOutstanding,
}: {
  outstanding: number;
  refetchOutstanding: () => Promise<number | undefined>;
}) {
  const { notification } = App.useApp();
  const onUnauthorized = useUnauthorizedHandler();
  const config = usePaymentsConfig();
  const [payment, setPayment] = useState<FeePaymentStart | null>(null);
  const start = usePayFees();
  if (!config.data?.configured || !config.data.publishableKey) return null;
  const publishableKey = config.data.publishableKey;
  const starting = start.isPending;

  function startPayment() {
    start.mutate(undefined, {
      onSuccess: setPayment,
      onError: (error) => {
        if (isUnauthorizedError(error)) onUnauthorized();
        else
          notification.error({
            title: 'Error',
            description: 'Failed to initialize payment. Please try again.',
          });
      },
    });
  }

  async function onOutcome(outcome: PaymentOutcome) {
    if (outcome.status === 'failed') {
      notification.error({ title: 'Payment Failed', description: outcome.message });
      return;
    }
    setPayment(null);
    notification.success({ title: 'Payment Successful', description: 'Thank you! Your fees are paid.' });
    const deadline = Date.now() + CONFIRM_WAIT_MS;
    while (Date.now() < deadline) {
      const now = await refetchOutstanding();
      if (now !== undefined && now < outstanding) return;
      await new Promise((resolve) => window.setTimeout(resolve, 1000));
    }
  }

  return (
    <div className={styles.feesPay}>
      <button
        type="button"
        className="button-link button-primary button-small"
        onClick={startPayment}
        disabled={starting}
      >
        {starting ? 'Processing...' : `Pay ${formatUsd(outstanding)}`}
      </button>
      <Modal
        open={payment !== null}
        title={`Pay outstanding fees: ${formatUsd(payment?.amount ?? outstanding)}`}
        footer={null}
        onCancel={() => setPayment(null)}
        destroyOnHidden
      >
        {payment && (
          <PaymentForm
            publishableKey={publishableKey}
            clientSecret={payment.clientSecret}
            submitLabel={`Pay ${formatUsd(payment.amount)}`}
            onOutcome={(outcome) => void onOutcome(outcome)}
          />
        )}
      </Modal>
    </div>
  );
}
