import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { MemberTopBar } from '../components/layout/MemberTopBar';
import { PublicTopBar } from '../components/layout/PublicTopBar';
import { ScrollToTopOnNavigate } from '../components/layout/ScrollToTopOnNavigate';
import { SiteFrame } from '../components/layout/SiteFrame';
import { PageLoading } from '../components/PageLoading';
import { useSignInState } from '../lib/api/current-user-query';
import { useResumeQueriesOnceHydrated } from './hydration-gate';

/** Renders nothing; its effect tells the paused queries that the screen's markup is adopted. */
function ScreenHydrated() {
  useResumeQueriesOnceHydrated();
  return null;
}

/** The layout route of every screen: the site's frame, its top bar following the sign-in state. */
export function SiteLayout() {
  const signIn = useSignInState();
  return (
    <SiteFrame
      topBar={signIn.status === 'signedIn' ? <MemberTopBar user={signIn.user} /> : <PublicTopBar />}
      signedIn={signIn.status === 'signedIn'}
    >
      <ScrollToTopOnNavigate />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <ScreenHydrated />
      </Suspense>
    </SiteFrame>
  );
}
