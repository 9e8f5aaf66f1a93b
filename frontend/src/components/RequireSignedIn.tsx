import { App } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignInState } from '../lib/api/current-user-query';
import { type CurrentUser } from '../lib/api/get-current-user';

export interface SignedOutRoute {
  /** Where a signed-out visitor is sent (spec §6: /dashboard and /profile → /signin, /subscribe → /signup). */
  readonly to: string;
  /** Wait before sending them, so the notice and `show` can be read (the subscribe page's 1 s). */
  readonly delayMs?: number;
  /** The toast told first (spec §8), if the screen has one. */
  readonly notice?: { readonly title: string; readonly description: string };
  /** What the screen shows a signed-out visitor meanwhile; `pending` when absent. */
  readonly show?: ReactNode;
}

/**
 * The member screens' route guard: `pending` while the sign-in state loads, the screen's own
 * signed-out behaviour, or the screen for the signed-in user. Display only: the server refuses the
 * screens' calls to a visitor anyway.
 */
export function RequireSignedIn({
  pending,
  signedOut,
  children,
}: {
  pending: ReactNode;
  signedOut: SignedOutRoute;
  children: (user: CurrentUser) => ReactNode;
}) {
  const signIn = useSignInState();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const noticeShown = useRef(false);
  const { to, delayMs, notice } = signedOut;

  useEffect(() => {
    if (signIn.status !== 'signedOut') return;
    // The toast once; the redirect is scheduled on every run, since a run's cleanup cancels it
    // (StrictMode runs an effect twice, and a run that returned early left no redirect at all).
    if (notice && !noticeShown.current) {
      noticeShown.current = true;
      notification.error({ title: notice.title, description: notice.description });
    }
    if (!delayMs) {
      navigate(to, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => navigate(to), delayMs);
    return () => window.clearTimeout(timer);
  }, [signIn.status, notification, navigate, to, delayMs, notice]);

  if (signIn.status === 'signedIn') return children(signIn.user);
  if (signIn.status === 'signedOut') return signedOut.show ?? pending;
  return pending;
}
