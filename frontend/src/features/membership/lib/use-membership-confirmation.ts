import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshCurrentUser } from '../../../lib/api/current-user-query';
import { getCurrentUser } from '../../../lib/api/get-current-user';
import type { PaymentOutcome } from '../components/PaymentForm';

/** How long the screen waits for Stripe's webhook before it says the membership is being confirmed. */
const CONFIRM_WAIT_MS = 15_000;
const POLL_EVERY_MS = 1000;

/** Whether the webhook has made the caller a member yet: read from the server, never a cache. */
async function membershipActiveNow(): Promise<boolean> {
  const user = await getCurrentUser({ cache: 'no-store' });
  return user?.membershipActive === true;
}

export type ConfirmationState = 'idle' | 'waiting' | 'confirmed' | 'pending';

/**
 * After a successful payment the membership starts when Stripe's webhook reaches the server: the
 * screen polls the current user (bounded) and then shows the member, or a clear "being confirmed".
 */
export function useMembershipConfirmation() {
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ConfirmationState>('idle');
  const cancelled = useRef(false);
  useEffect(
    () => () => {
      cancelled.current = true;
    },
    [],
  );

  const onOutcome = useCallback(
    (outcome: PaymentOutcome) => {
      if (outcome.status === 'failed') {
        notification.error({ title: 'Payment Failed', description: outcome.message });
        return;
      }
      notification.success({
        title: 'Payment Successful',
        description: 'Welcome to the Sadhana community! Thank you for joining the daily practice.',
      });
      setState('waiting');
      void (async () => {
        const deadline = Date.now() + CONFIRM_WAIT_MS;
        while (!cancelled.current && Date.now() < deadline) {
          if (await membershipActiveNow().catch(() => false)) {
            await refreshCurrentUser(queryClient);
            setState('confirmed');
            return;
          }
          await new Promise((resolve) => window.setTimeout(resolve, POLL_EVERY_MS));
        }
        if (!cancelled.current) setState('pending');
      })();
    },
    [notification, queryClient],
  );

  return { state, onOutcome };
}
