import type { ReactNode } from 'react';

/** How a card payment ended in the browser: Stripe.js's word, never the place (the webhook gives that). */
export type CardPaymentOutcome = { status: 'succeeded' } | { status: 'failed'; message: string };

/**
 * The card form that pays one PaymentIntent. The page that composes the programs passes it in (the
 * membership's Payment Element, see app/routes/ProgramsPage.tsx); null when online payment is not set up.
 */
export type PaymentSlot = (payment: {
  clientSecret: string;
  submitLabel: string;
  onOutcome: (outcome: CardPaymentOutcome) => void;
}) => ReactNode;
