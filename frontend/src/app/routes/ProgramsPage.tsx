import { usePaymentsConfig } from '../../features/membership/api/get-payments-config';
import { PaymentForm } from '../../features/membership/components/PaymentForm';
import { ProgramsCatalogue } from '../../features/programs/components/ProgramsCatalogue';
import type { PaymentSlot } from '../../features/programs/components/payment-slot';
import { useSignInState } from '../../lib/api/current-user-query';

/**
 * /programs, for everyone: the programs' catalogue, paid with the membership's Payment Element (the
 * same Stripe.js form as the subscription and the fees) when online payment is set up.
 */
export function ProgramsPage() {
  const signIn = useSignInState();
  const config = usePaymentsConfig();
  const publishableKey = config.data?.configured ? config.data.publishableKey : null;
  const pay: PaymentSlot | null = publishableKey
    ? (payment) => <PaymentForm publishableKey={publishableKey} {...payment} />
    : null;
  return (
    <>
      <title>Workshops &amp; Retreats · Sadhana</title>
      <ProgramsCatalogue
        signedIn={signIn.status === 'loading' ? undefined : signIn.status === 'signedIn'}
        pay={pay}
      />
    </>
  );
}
