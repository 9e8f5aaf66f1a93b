import { App, Button } from 'antd';
import { isHttpError } from '../../../lib/api-errors';
import { useCallFailureHandler } from '../../../lib/use-auth-required';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useCancelSubscriptionFromProfile } from '../api/cancel-subscription-from-profile';

const CANCEL_PROMPT =
  'Are you sure you want to cancel your subscription? You will lose access to member benefits at the end of your current billing period.';
const PROFILE_CANCEL_FAILED = 'Failed to cancel subscription. Please try again or contact support.';
const PROFILE_NETWORK_ERROR = 'Error canceling subscription. Please try again.';

/**
 * The one Cancel Subscription button, with each page's own behaviour from the specification:
 * the dashboard calls /api/cancel-subscription, toasts and asks for the user again; the profile calls
 * /api/subscription/cancel, reloads on success and alerts on failure. Both ask first, and both cancel
 * at the end of the paid period (the current month is charged and non-refundable).
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
          // The dialog closes at once; the button shows the call's progress.
          onOk: () => {
            action.run();
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
  const onFailure = useCallFailureHandler();
  const cancel = useCancelSubscription();
  return {
    pending: cancel.isPending,
    run: () =>
      cancel.mutate(undefined, {
        onSuccess: () =>
          notification.success({
            title: 'Subscription Cancelled',
            description: 'Your subscription has been cancelled successfully.',
          }),
        onError: (error) => onFailure(error, 'Failed to cancel subscription. Please try again.'),
      }),
  };
}

function useProfileCancelAction() {
  const cancel = useCancelSubscriptionFromProfile();
  return {
    pending: cancel.isPending,
    run: () =>
      cancel.mutate(undefined, {
        onSuccess: () => window.location.reload(),
        // The server refused, or never answered.
        onError: (error) => window.alert(isHttpError(error) ? PROFILE_CANCEL_FAILED : PROFILE_NETWORK_ERROR),
      }),
  };
}
