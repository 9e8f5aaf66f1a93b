import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isUnauthorizedError } from './api-errors';
import { SESSION_ENDED_STATE } from './navigation';

const REDIRECT_DELAY_MS = 500;

/**
 * The attendance toggle's and the dashboard cancel's reaction to a 401: "Authentication Required",
 * then /signup after 0.5 s, where the app forgets the ended session (SESSION_ENDED_STATE).
 */
export function useAuthRequiredHandler(): () => void {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  return useCallback(() => {
    notification.error({
      title: 'Authentication Required',
      description: 'Please sign up or sign in to continue',
    });
    window.setTimeout(() => navigate('/signup', { state: SESSION_ENDED_STATE }), REDIRECT_DELAY_MS);
  }, [notification, navigate]);
}

/**
 * A member's call that failed: a 401 is the ended session above; anything else an "Error" toast with
 * the caller's `description` (the server's message, or the screen's own words).
 */
export function useCallFailureHandler(): (error: unknown, description: string) => void {
  const { notification } = App.useApp();
  const onAuthRequired = useAuthRequiredHandler();
  return useCallback(
    (error, description) => {
      if (isUnauthorizedError(error)) onAuthRequired();
      else notification.error({ title: 'Error', description });
    },
    [notification, onAuthRequired],
  );
}
