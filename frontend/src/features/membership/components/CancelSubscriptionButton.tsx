import { App, Button } from 'antd';
import { useState } from 'react';
import { isUnauthorizedError } from '../../../lib/api-client';
import { useAuthRequiredHandler } from '../../../lib/use-auth-required';
import { cancelFromProfile, useDashboardCancel } from '../api/membership-api';

const CANCEL_PROMPT =
  'Are you sure you want to cancel your subscription? You will lose access to member benefits at the end of your current billing period.';
const PROFILE_CANCEL_FAILED = 'Failed to cancel subscription. Please try again or contact support.';
const PROFILE_NETWORK_ERROR = 'Error canceling subscription. Please try again.';

/**
 * The one Cancel Subscription button, with each page's own behaviour from the specification:
 * the dashboard calls /api/cancel-subscription, toasts and refetches the user (§7, §8); the profile
 * calls /api/subscription/cancel, reloads on success and alerts on failure. Both ask first (§5) and
 * both cancel at the end of the paid period (DESIGN §1.5).
 */
export function CancelSubscriptionButton({ page }: { page: 'dashboard' | 'profile' }) {
  const { modal } = App.useApp();
  const dashboard = useDashboardCancelAction();
  const profile = useProfileCancelAction();
  const action = page === 'dashboard' ? dashboard : profile;
  return (
    <Button
      danger
      loading={action.pending}
      disabled={action.pending}
      onClick={() =>
        modal.confirm({
          title: 'Cancel Subscription',
          content: CANCEL_PROMPT,
          okText: 'Cancel Subscription',
          okButtonProps: { danger: true },
          cancelText: 'Keep Membership',
          onOk: () => {
            void action.run();
          },
        })
      }
    >
      {action.pending ? 'Cancelling...' : 'Cancel Subscription'}
    </Button>
  );
}

function useDashboardCancelAction() {
  const { notification } = App.useApp();
  const onAuthRequired = useAuthRequiredHandler();
  const cancel = useDashboardCancel();
  return {
    pending: cancel.isPending,
    run: () =>
      cancel.mutate(undefined, {
        onSuccess: () =>
          notification.success({
            title: 'Subscription Cancelled',
            description: 'Your subscription has been cancelled successfully.',
          }),
        onError: (error) => {
          if (isUnauthorizedError(error)) {
            onAuthRequired();
            return;
          }
          notification.error({
            title: 'Error',
            description: 'Failed to cancel subscription. Please try again.',
          });
        },
      }),
  };
}

function useProfileCancelAction() {
  const [pending, setPending] = useState(false);
  return {
    pending,
    run: async () => {
      setPending(true);
      const outcome = await cancelFromProfile();
      setPending(false);
      if (outcome === 'cancelled') window.location.reload();
      else window.alert(outcome === 'failed' ? PROFILE_CANCEL_FAILED : PROFILE_NETWORK_ERROR);
    },
  };
}
