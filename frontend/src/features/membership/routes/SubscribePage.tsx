import type { CurrentUserView } from '@sadhana/rules/api';
import { App } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { isUnauthorizedError, serverMessage } from '../../../lib/api-errors';
import { formatLongDate } from '../../../lib/eastern-time';
import { LOGIN_URL, navigateFullPage } from '../../../lib/navigation';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useCreateSubscription } from '../api/create-subscription';
import { usePaymentsConfig } from '../api/get-payments-config';
import { PaymentForm } from '../components/PaymentForm';
import { PlanDetails } from '../components/PlanDetails';
import { useMembershipConfirmation } from '../lib/use-membership-confirmation';
import styles from '../membership.module.css';

type Setup =
  | { state: 'setting-up' }
  | { state: 'ready'; clientSecret: string }
  | { state: 'already-member' }
  | { state: 'failed'; reason?: string };

const LOGIN_DELAY_MS = 500;

/** The screen's frame in every state: its title and heading. */
function SubscribeFrame({ children }: { children: ReactNode }) {
  return (
    <section className="page page-narrow" aria-labelledby="page-title">
      <title>Subscribe · Sadhana</title>
      <h1 id="page-title">Monthly Membership</h1>
      {children}
    </section>
  );
}

/** /subscribe for a signed-in user (the route table guards it): the monthly membership, paid with Stripe. */
export function SubscribePage() {
  const user = useSignedInUser() as ReturnType<typeof useSignedInUser> &
    Partial<Pick<CurrentUserView, 'membershipPausedUntil'>>;
  return (
    <SubscribeFrame>
      {user.membershipPausedUntil ? (
        <Paused until={user.membershipPausedUntil} />
      ) : (
        <Subscribe member={user.membershipActive === true} />
      )}
    </SubscribeFrame>
  );
}

/** A paused member already has a membership: it resumes (by itself, or early from the profile). */
function Paused({ until }: { until: string }) {
  return (
    <div className={styles.subscribeStatus} role="status">
      <p>Your membership is paused until {formatLongDate(until)}.</p>
      <Link to="/profile" className="button-link button-primary button-small">
        Resume it on your profile
      </Link>
    </div>
  );
}

/** What /subscribe shows while the sign-in state loads. */
export function SubscribePending() {
  return (
    <SubscribeFrame>
      <SettingUp />
    </SubscribeFrame>
  );
}

/** What a signed-out visitor sees on /subscribe: the way to sign in, before they are sent to sign up. */
export function SubscribeSignInPrompt() {
  return (
    <SubscribeFrame>
      <p>
        Please <Link to="/signin">Sign In</Link> to become a member.
      </p>
    </SubscribeFrame>
  );
}

function Subscribe({ member }: { member: boolean }) {
  const config = usePaymentsConfig();
  const { notification } = App.useApp();
  const [setup, setSetup] = useState<Setup>({ state: 'setting-up' });
  const confirmation = useMembershipConfirmation();
  const { mutateAsync: createSubscription } = useCreateSubscription();
  const started = useRef(false);
  const configured = config.data?.configured === true;

  useEffect(() => {
    if (member || !configured || started.current) return;
    started.current = true;
    createSubscription().then(
      ({ clientSecret }) => setSetup({ state: 'ready', clientSecret }),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : '';
        if (isUnauthorizedError(error)) {
          notification.error({ title: 'Unauthorized', description: 'Please sign in to continue' });
          window.setTimeout(() => navigateFullPage(LOGIN_URL), LOGIN_DELAY_MS);
        } else if (message.includes('already has an active subscription')) {
          notification.info({
            title: 'Already Subscribed',
            description: 'You already have an active subscription!',
          });
          setSetup({ state: 'already-member' });
          return;
        } else {
          notification.error({
            title: 'Error',
            description: 'Failed to initialize payment. Please try again.',
          });
        }
        // A refusal with a reason (a complimentary membership runs until a date) is said on the page.
        setSetup({ state: 'failed', reason: message.startsWith('409:') ? serverMessage(error) : undefined });
      },
    );
  }, [member, configured, notification, createSubscription]);

  return (
    <SubscribeBody
      loading={config.isPending}
      configured={configured}
      member={member || setup.state === 'already-member'}
      setup={setup}
      publishableKey={config.data?.publishableKey ?? ''}
      confirmation={confirmation}
    />
  );
}

interface BodyProps {
  loading: boolean;
  configured: boolean;
  member: boolean;
  setup: Setup;
  publishableKey: string;
  confirmation: ReturnType<typeof useMembershipConfirmation>;
}

function SubscribeBody({ loading, configured, member, setup, publishableKey, confirmation }: BodyProps) {
  if (confirmation.state === 'confirmed') return <Welcome />;
  if (member && confirmation.state === 'idle') return <AlreadyMember />;
  if (confirmation.state === 'waiting') {
    return (
      <p className={styles.subscribeStatus} role="status">
        Payment received. Activating your membership...
      </p>
    );
  }
  if (confirmation.state === 'pending') {
    return (
      <div className={styles.subscribeStatus} role="status">
        <p>
          Your payment was received and your membership is being confirmed. This can take a minute; it will
          show as Active on your dashboard as soon as it is confirmed.
        </p>
        <Link to="/dashboard">Go to My Sadhana Schedule</Link>
      </div>
    );
  }
  if (loading) return <SettingUp />;
  if (!configured) {
    return (
      <div className={styles.subscribeStatus} role="status">
        <PlanDetails />
        <p>Online payment is not configured yet. Please contact the studio to become a member.</p>
      </div>
    );
  }
  if (setup.state === 'setting-up') return <SettingUp />;
  return (
    <div className={styles.subscribeLayout}>
      <PlanDetails />
      <div className={styles.subscribePayment}>
        <h2>Payment</h2>
        {setup.state === 'ready' ? (
          <PaymentForm
            publishableKey={publishableKey}
            clientSecret={setup.clientSecret}
            submitLabel="Become a Member"
            onOutcome={confirmation.onOutcome}
          />
        ) : setup.state === 'failed' && setup.reason ? (
          <p data-testid="subscribe-refusal">{setup.reason}</p>
        ) : (
          <p>The payment form could not be loaded. Please reload the page to try again.</p>
        )}
        <ul className={styles.subscribeTerms}>
          <li>Cancel anytime</li>
          <li>No long-term commitment</li>
          <li>Locations: New Jersey &amp; New York City</li>
        </ul>
      </div>
    </div>
  );
}

function SettingUp() {
  return (
    <p className={styles.subscribeStatus} role="status">
      <span className="spinner" aria-hidden="true" /> Setting up your subscription...
    </p>
  );
}

function Welcome() {
  return (
    <div className={styles.subscribeStatus} role="status">
      <p>Welcome! Your membership is active.</p>
      <Link to="/dashboard" className="button-link button-primary button-small">
        Go to My Sadhana Schedule
      </Link>
    </div>
  );
}

function AlreadyMember() {
  return (
    <div className={styles.subscribeStatus} role="status">
      <p>You already have an active membership!</p>
      <Link to="/" className="button-link button-primary button-small">
        Go to Home
      </Link>
    </div>
  );
}
