import type { ReactNode } from 'react';
import { SiteLink, useSiteLocation } from './site-navigation';

interface LandingAnchorLinkProps {
  hash: `#${string}`;
  children: ReactNode;
  onClick?: () => void;
  className?: string;
}

/** A link to a section of the landing page: a plain #anchor on /, a site link from elsewhere. */
export function LandingAnchorLink({ hash, children, onClick, className }: LandingAnchorLinkProps) {
  const { pathname } = useSiteLocation();
  if (pathname === '/') {
    return (
      <a href={hash} onClick={onClick} className={className}>
        {children}
      </a>
    );
  }
  return (
    <SiteLink to={`/${hash}`} onClick={onClick} className={className}>
      {children}
    </SiteLink>
  );
}
