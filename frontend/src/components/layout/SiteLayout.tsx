import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useResumeQueriesOnceHydrated } from '../../app/hydration-gate';
import { useSignInState } from '../../lib/auth';
import { PageLoading } from '../PageLoading';
import { MemberTopBar } from './MemberTopBar';
import { PublicTopBar } from './PublicTopBar';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';
import { SiteFooter } from './SiteFooter';

/** Renders nothing; its effect tells the paused queries that the screen's markup is adopted. */
function ScreenHydrated() {
  useResumeQueriesOnceHydrated();
  return null;
}

export function SiteLayout() {
  const signIn = useSignInState();
  return (
    <div className="site">
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <ScrollToTopOnNavigate />
      {signIn.status === 'signedIn' ? <MemberTopBar user={signIn.user} /> : <PublicTopBar />}
      <main id="main-content" tabIndex={-1} className="site-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <ScreenHydrated />
        </Suspense>
      </main>
      <SiteFooter signedIn={signIn.status === 'signedIn'} />
    </div>
  );
}
