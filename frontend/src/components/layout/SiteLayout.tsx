import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useResumeQueriesOnceHydrated } from '../../app/hydration-gate';
import { useSignInState } from '../../lib/api/current-user-query';
import { PageLoading } from '../PageLoading';
import { MemberTopBar } from './MemberTopBar';
import { PublicTopBar } from './PublicTopBar';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';
import { SiteFrame } from './SiteFrame';

/** Renders nothing; its effect tells the paused queries that the screen's markup is adopted. */
function ScreenHydrated() {
  useResumeQueriesOnceHydrated();
  return null;
}

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
