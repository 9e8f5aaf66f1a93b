import { App, Button } from 'antd';
import { serverMessage } from '../../../lib/api-errors';
import { useCallFailureHandler } from '../../../lib/use-auth-required';
import { useKeepMembership } from '../api/keep-membership';

/**
 * For a member whose cancellation is scheduled ("Active until <date>"): withdraws it, so the
 * membership renews as usual. The same on the dashboard and the profile; a refusal shows the server's
 * reason (the period is already over, say).
 */
export function KeepMembershipButton() {
  const { notification } = App.useApp();
  const onFailure = useCallFailureHandler();
  const keep = useKeepMembership();
  return (
    <Button
      type="primary"
      loading={keep.isPending}
      disabled={keep.isPending}
      onClick={() =>
        keep.mutate(undefined, {
          onSuccess: () =>
            notification.success({
              title: 'Membership kept',
              description: 'Your membership will renew as usual.',
            }),
          onError: (error) =>
            onFailure(error, serverMessage(error) ?? 'Failed to keep your membership. Please try again.'),
        })
      }
    >
      {keep.isPending ? 'Keeping...' : 'Keep my membership'}
    </Button>
  );
}
