import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { CURRENT_USER_QUERY_KEY } from '../../../lib/auth';

const REDIRECT_DELAY_MS = 500;

/**
 * Spec §8, attendance and dashboard cancel on a 401: "Authentication Required", then /signup
 * after 0.5 s. The sign-in state is re-read so the screens stop treating the user as signed in.
 */
export function useAuthRequiredHandler(): () => void {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    notification.error({
      title: 'Authentication Required',
      description: 'Please sign up or sign in to continue',
    });
    window.setTimeout(() => {
      navigate('/signup');
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    }, REDIRECT_DELAY_MS);
  }, [notification, navigate, queryClient]);
}
