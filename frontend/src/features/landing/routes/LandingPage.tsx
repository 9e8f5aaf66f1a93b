import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSignInState } from '../../../lib/api/current-user-query';
import { usePractices } from '../../../lib/api/practices-query';
import { usePrograms } from '../../../lib/api/programs-query';
import { LandingContent } from '../components/LandingContent';

/** Arriving from another page at /#schedule: the browser cannot scroll before React has rendered. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
}

/**
 * / inside the app: reached by a link from another of its pages, or opened with a query string (the
 * server answers that with the empty shell). The prerendered / hydrates with app/LandingShell.tsx
 * instead, without the router and the data layer.
 */
export function LandingPage() {
  useScrollToHash();
  const signIn = useSignInState();
  const { data, isPending } = usePractices();
  const programs = usePrograms();
  return (
    <LandingContent
      signInStatus={signIn.status}
      practices={isPending ? undefined : (data ?? [])}
      programs={programs.isPending ? undefined : (programs.data ?? [])}
    />
  );
}
