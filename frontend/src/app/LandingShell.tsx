import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { PublicTopBar } from '../components/layout/PublicTopBar';
import { SiteFrame } from '../components/layout/SiteFrame';
import {
  AnchorLink,
  type SiteNavigation,
  SiteNavigationProvider,
} from '../components/layout/site-navigation';
import { LandingContent } from '../features/landing/components/LandingContent';
import type { SignInState } from '../lib/api/get-current-user';
import type { Practice } from '../lib/api/get-practices';
import type { ProgramView } from '../lib/api/get-programs';

interface LandingShellProps {
  /** GET /api/auth/user, read as the app reads it; pending in the prerender. */
  signIn: Promise<SignInState>;
  /** GET /api/practices, a failure read as an empty list; pending in the prerender. */
  practices: Promise<readonly Practice[]>;
  /** GET /api/workshops, a failure read as an empty list; pending in the prerender. */
  programs: Promise<readonly ProgramView[]>;
}

/** A promise's value once it has settled, applied after hydration (effects run only then). */
function useSettled<T>(promise: Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let current = true;
    promise.then((settled) => {
      if (current) setValue(() => settled);
    });
    return () => {
      current = false;
    };
  }, [promise]);
  return value;
}

/** The page's #hash: the mobile menu closes when it changes (the browser's back button too). */
function useLocationHash(): string {
  // Empty in the prerender, so the first render matches it; the real hash follows at once.
  const [hash, setHash] = useState('');
  useEffect(() => {
    const update = () => setHash(window.location.hash);
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return hash;
}

/**
 * / is a signed-in member's home: for them the whole app (router, data layer, antd) is
 * loaded, their home's screens with it, and then replaces the landing page. Visitors never load it.
 */
function useAppForMember(signIn: SignInState | undefined): { app: ReactNode; failed: boolean } {
  const [app, setApp] = useState<ReactNode>(null);
  const [failed, setFailed] = useState(false);
  const user = signIn?.status === 'signedIn' ? signIn.user : null;
  useEffect(() => {
    if (!user) return;
    let current = true;
    import('./BrowserApp')
      .then(({ appForMember }) => appForMember(user))
      .then((loaded) => {
        if (current) setApp(loaded);
      })
      .catch((error: unknown) => {
        console.error('The app could not be loaded: the landing page stays', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [user]);
  return { app, failed };
}

/**
 * What the prerendered / hydrates (src/landing.tsx): the landing page without the router and the
 * data layer, which a visitor's first paint and hydration should not wait for. Its links are plain
 * anchors: the other pages are full loads, prerendered too, or the app's empty shell.
 */
export function LandingShell({ signIn, practices, programs }: LandingShellProps) {
  const signInState = useSettled(signIn);
  const schedule = useSettled(practices);
  const upcoming = useSettled(programs);
  const hash = useLocationHash();
  const member = useAppForMember(signInState);
  const navigation = useMemo<SiteNavigation>(
    () => ({ Link: AnchorLink, location: { pathname: '/', hash } }),
    [hash],
  );
  if (member.app) return member.app;
  // While a member's home loads, the page stays as it was: still "Loading...", no flash of a state
  // about to be replaced. Should the app fail to load, the landing page shows them signed in.
  const signInStatus =
    signInState?.status === 'signedIn' && !member.failed ? 'loading' : (signInState?.status ?? 'loading');
  return (
    <SiteNavigationProvider value={navigation}>
      <SiteFrame topBar={<PublicTopBar />} signedIn={false}>
        <LandingContent signInStatus={signInStatus} practices={schedule} programs={upcoming} />
      </SiteFrame>
    </SiteNavigationProvider>
  );
}
