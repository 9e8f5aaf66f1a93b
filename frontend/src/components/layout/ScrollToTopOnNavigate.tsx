import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The SPA keeps the scroll position between routes; a new page should start at its top. */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change is the trigger
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
