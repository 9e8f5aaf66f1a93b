import { App } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { useSignInState } from '../../lib/api/current-user-query';

/** Long enough to read the message; a signed-out visitor's landing page has no toasts to carry it. */
const REDIRECT_DELAY_MS = 1500;

/**
 * The route guard of the admin screen: anyone but an admin is told "Access Denied" and sent to /.
 * Display only: the server refuses every /api/admin call to a non-admin anyway.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const state = useSignInState();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const denied = state.status !== 'loading' && !state.user?.isAdmin;
  useEffect(() => {
    if (!denied) return;
    notification.error({ title: 'Access Denied', description: 'Admin access required. Redirecting...' });
    const timer = window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [denied, notification, navigate]);
  if (state.status === 'loading') return <PageLoading />;
  if (denied) {
    return (
      <section className="page page-narrow" aria-labelledby="page-title">
        <title>Access Denied · Sadhana</title>
        <h1 id="page-title">Access Denied</h1>
        <p>Admin access required. Redirecting...</p>
      </section>
    );
  }
  return children;
}
