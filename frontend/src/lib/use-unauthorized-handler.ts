import { App } from 'antd';
import { useCallback } from 'react';
import { LOGIN_URL, navigateFullPage } from './navigation';

const REDIRECT_DELAY_MS = 500;

/** The shared reaction to a 401: tell the user, then send them to sign in again. */
export function useUnauthorizedHandler(): () => void {
  const { notification } = App.useApp();
  return useCallback(() => {
    notification.error({ title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    window.setTimeout(() => navigateFullPage(LOGIN_URL), REDIRECT_DELAY_MS);
  }, [notification]);
}
