import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

const REDIRECT_DELAY_MS = 500;

/**
 * Spec §8, attendance and dashboard cancel on a 401: "Authentication Required", then /signup
 * after 0.5 s (where signing in again also refreshes the sign-in state).
 */
export function useAuthRequiredHandler(): () => void {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  return useCallback(() => {
    notification.error({
      title: 'Authentication Required',
      description: 'Please sign up or sign in to continue',
    });
    window.setTimeout(() => navigate('/signup'), REDIRECT_DELAY_MS);
  }, [notification, navigate]);
}
