import { App } from 'antd';
import { useCallback } from 'react';
import type { CurrentUser } from '../../lib/api/get-current-user';
import { useSecondFactorMethods } from '../../lib/api/second-factor-methods';
import { isStepUpRequired } from '../../lib/api-errors';
import { SecondFactorForm } from './SecondFactorForm';

function StepUpPrompt({ onPassed }: { onPassed: (user: CurrentUser) => void }) {
  const methods = useSecondFactorMethods();
  return (
    <>
      <p>For your security, confirm this with your passkey or authenticator app.</p>
      {methods.isPending ? (
        <p role="status">Loading...</p>
      ) : methods.isError ? (
        <p role="alert">Could not load your sign-in methods. Please try again.</p>
      ) : (
        <SecondFactorForm methods={methods.data.methods} onPassed={onPassed} />
      )}
    </>
  );
}

/**
 * Wraps a destructive call: when the server answers 403 `step_up_required` (no second-factor check
 * in the last 10 minutes), a dialog over the action's own asks for the passkey or a code, not a
 * whole sign-in, then the call runs again and its promise settles with that second try. Closing the
 * dialog rejects with the server's refusal.
 */
export function useStepUp(): <T>(call: () => Promise<T>) => Promise<T> {
  const { modal } = App.useApp();
  return useCallback(
    <T,>(call: () => Promise<T>): Promise<T> =>
      call().catch((refusal: unknown) => {
        if (!isStepUpRequired(refusal)) throw refusal;
        return new Promise<T>((resolve, reject) => {
          const dialog = modal.info({
            title: 'Confirm it’s you',
            icon: null,
            closable: true,
            footer: null,
            onCancel: () => reject(refusal),
            content: (
              <StepUpPrompt
                onPassed={() => {
                  dialog.destroy();
                  call().then(resolve, reject);
                }}
              />
            ),
          });
        });
      }),
    [modal],
  );
}
