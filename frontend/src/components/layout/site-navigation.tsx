import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export interface SiteLinkProps {
  /** A path of this site, with a #hash if any. */
  to: string;
  className?: string;
  'aria-label'?: string;
  onClick?: () => void;
  children: ReactNode;
}

export interface SiteNavigation {
  /** How a link to another page of the site is followed. */
  Link: ComponentType<SiteLinkProps>;
  /** Where the visitor is: the top bars react to its changes. */
  location: { pathname: string; hash: string };
}

// The top bars, the footer and the landing sections are shared by the full app, where links are
// router links, and the landing page's own entry (src/landing.tsx), which has no router: so they
// take their links from here instead of importing react-router.
const SiteNavigationContext = createContext<SiteNavigation | null>(null);

export const SiteNavigationProvider = SiteNavigationContext.Provider;

function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext);
  if (!navigation) throw new Error('A site link is rendered outside a SiteNavigationProvider');
  return navigation;
}

export function SiteLink(props: SiteLinkProps) {
  const { Link } = useSiteNavigation();
  return <Link {...props} />;
}

export function useSiteLocation(): SiteNavigation['location'] {
  return useSiteNavigation().location;
}

/** A plain anchor: following it loads the page anew. */
export function AnchorLink({ to, children, ...props }: SiteLinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}
