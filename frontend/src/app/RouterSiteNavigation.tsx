import { type ReactNode, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { type SiteNavigation, SiteNavigationProvider } from '../components/layout/site-navigation';

/** Inside the app, the shared top bars, footer and landing sections link through the router. */
export function RouterSiteNavigation({ children }: { children: ReactNode }) {
  const { pathname, hash } = useLocation();
  const navigation = useMemo<SiteNavigation>(
    () => ({ Link, location: { pathname, hash } }),
    [pathname, hash],
  );
  return <SiteNavigationProvider value={navigation}>{children}</SiteNavigationProvider>;
}
