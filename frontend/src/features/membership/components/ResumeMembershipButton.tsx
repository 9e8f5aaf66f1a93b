import { App, Button } from 'antd';
import { serverMessage } from '../../../lib/api-errors';
import { useCallFailureHandler } from '../../../lib/use-auth-required';
import { useResumeMembership } from '../api/resume-membership';

/**
 * For a member whose membership is paused: ends the pause today. The days not taken come off again,
 * so the next payment moves earlier (or is due at once when the paid time is used up).
 */
export function ResumeMembershipButton() {
  const { modal, notification } = App.useApp();
  const onFailure = useCallFailureHandler();
  const resume = useResumeMembership();
  return (
    <Button
      type="primary"
      loading={resume.isPending}
      disabled={resume.isPending}
      onClick={() =>
        modal.confirm({
          title: 'Resume membership',
          content:
            'Resume your membership today? Member benefits return at once, and the paused days you do not take come off: your next payment moves earlier by as many days.',
          okText: 'Resume membership',
          cancelText: 'Stay paused',
          onOk: () => {
            resume.mutate(undefined, {
              onSuccess: () =>
                notification.success({
                  title: 'Membership resumed',
                  description: 'Welcome back: your membership is running again.',
                }),
              onError: (error) =>
                onFailure(
                  error,
                  serverMessage(error) ?? 'Failed to resume your membership. Please try again.',
                ),
            });
          },
        })
      }
    >
      {resume.isPending ? 'Resuming...' : 'Resume my membership'}
    </Button>
  );
}
