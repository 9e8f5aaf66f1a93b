import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { stripeFor } from '../lib/stripe';
import styles from '../membership.module.css';

export type PaymentOutcome = { status: 'succeeded' } | { status: 'failed'; message: string };

interface PaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** The button's label, e.g. "Become a Member". */
  submitLabel: string;
  onOutcome: (outcome: PaymentOutcome) => void;
}

/**
 * Stripe's Payment Element for one PaymentIntent (a subscription's first invoice, or outstanding fees).
 * The button is disabled, reading "Processing...", until the element is ready and while confirming;
 * the return URL is the site's origin, used only by payment methods that must redirect.
 */
export function PaymentForm({ publishableKey, clientSecret, submitLabel, onOutcome }: PaymentFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <ConfirmForm submitLabel={submitLabel} onOutcome={onOutcome} />
    </Elements>
  );
}

function ConfirmForm({ submitLabel, onOutcome }: Pick<PaymentFormProps, 'submitLabel' | 'onOutcome'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: window.location.origin },
        redirect: 'if_required',
      });
      onOutcome(
        error
          ? { status: 'failed', message: error.message ?? 'Your payment could not be completed.' }
          : { status: 'succeeded' },
      );
    } catch (error) {
      onOutcome({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setProcessing(false);
    }
  }

  const disabled = !stripe || !elements || !ready || processing;
  return (
    <form className={styles.paymentForm} onSubmit={submit} aria-label="Card payment">
      <PaymentElement onReady={() => setReady(true)} />
      <button
        type="submit"
        className={`button-link button-primary ${styles.paymentSubmit}`}
        disabled={disabled}
        aria-busy={processing}
      >
        {processing || !ready ? 'Processing...' : submitLabel}
      </button>
    </form>
  );
}
