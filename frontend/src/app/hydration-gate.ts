import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * React hydrates the page's Suspense boundary (SiteLayout's, around the screen) in a later, low
 * priority pass than the shell around it, and the shell's effects start the queries meanwhile. An
 * answer arriving before that pass (the sign-in state: "Loading..." becomes "Join Community") is an
 * update React cannot apply to markup it has not adopted yet: it reports a mismatch and renders the
 * page again. So queries wait, paused as TanStack Query pauses them offline, until the screen has
 * hydrated (useResumeQueriesOnceHydrated).
 */
export function holdQueriesWhileHydrating(): void {
  onlineManager.setOnline(false);
}

/** In the Suspense boundary's content: its effect runs once that content is hydrated (or rendered). */
export function useResumeQueriesOnceHydrated(): void {
  useEffect(() => {
    onlineManager.setOnline(true);
  }, []);
}
