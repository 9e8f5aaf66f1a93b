import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

interface LandingAnchorLinkProps {
  hash: `#${string}`;
  children: ReactNode;
  onClick?: () => void;
  className?: string;
}

/** A link to a section of the landing page: a plain #anchor on /, a route link from elsewhere. */
export function LandingAnchorLink({ hash, children, onClick, className }: LandingAnchorLinkProps) {
  const { pathname } = useLocation();
  if (pathname === '/') {
    return (
      <a href={hash} onClick={onClick} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={{ pathname: '/', hash }} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}
