import { App } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignInState } from '../../lib/api/current-user-query';
import { SignedInUserContext } from '../../lib/signed-in-user';

export interface SignInNotice {
  readonly title: string;
  readonly description: string;
}

export interface RequireSignedInProps {
  /** Where a signed-out visitor is sent. */
  redirect: string;
  /** How long they see `signedOut` (and the notice) first; sent at once when absent. */
  redirectDelayMs?: number;
  /** The toast telling them why, for the screens that have one. */
  notice?: SignInNotice;
  /** Shown while the sign-in state loads. */
  pending: ReactNode;
  /** Shown to a signed-out visitor until the redirect; `pending` when absent. */
  signedOut?: ReactNode;
  /** The screen, which reads its user with useSignedInUser(). */
  children: ReactNode;
}

/**
 * A route guard of the member screens: `pending` while the sign-in state loads, the route's own
 * signed-out behaviour, or the screen for the signed-in user. Display only: the server refuses the
 * screens' calls to a visitor anyway.
 */
export function RequireSignedIn({
  redirect,
  redirectDelayMs,
  notice,
  pending,
  signedOut,
  children,
}: RequireSignedInProps) {
  const signIn = useSignInState();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const noticeShown = useRef(false);

  useEffect(() => {
    if (signIn.status !== 'signedOut') return;
    // The toast once; the redirect is scheduled on every run, since a run's cleanup cancels it
    // (StrictMode runs an effect twice, and a run that returned early left no redirect at all).
    if (notice && !noticeShown.current) {
      noticeShown.current = true;
      notification.error({ title: notice.title, description: notice.description });
    }
    if (!redirectDelayMs) {
      navigate(redirect, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => navigate(redirect), redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [signIn.status, notification, navigate, redirect, redirectDelayMs, notice]);

  if (signIn.status === 'signedIn') {
    return <SignedInUserContext.Provider value={signIn.user}>{children}</SignedInUserContext.Provider>;
  }
  if (signIn.status === 'signedOut') return signedOut ?? pending;
  return pending;
}
