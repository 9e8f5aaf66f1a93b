import { TEACHER_SITE_URL } from '../../lib/external-links';
import { LOGIN_URL } from '../../lib/navigation';
import { ExternalLink } from '../ExternalLink';
import { BrandLink } from './BrandLink';
import { LandingAnchorLink } from './LandingAnchorLink';
import { MenuToggle } from './MenuToggle';
import { useMobileMenu } from './use-mobile-menu';

const MOBILE_MENU_ID = 'public-mobile-menu';

function PublicNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <ExternalLink href={TEACHER_SITE_URL} className="nav-link">
        Our Teacher
      </ExternalLink>
      <LandingAnchorLink hash="#schedule" onClick={onNavigate} className="nav-link">
        Schedule
      </LandingAnchorLink>
      <LandingAnchorLink hash="#pricing" onClick={onNavigate} className="nav-link">
        Membership
      </LandingAnchorLink>
      {/* /api/login is a server route, so this is a plain link: a full-page navigation. */}
      <a href={LOGIN_URL} className="button-link button-primary button-small nav-cta">
        Sign In
      </a>
    </>
  );
}

export function PublicTopBar() {
  const menu = useMobileMenu();
  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        <BrandLink />
        <nav aria-label="Main" className="top-nav">
          <PublicNavLinks />
        </nav>
        <MenuToggle open={menu.open} controls={MOBILE_MENU_ID} onToggle={menu.toggle} />
      </div>
      {menu.open && (
        <nav id={MOBILE_MENU_ID} aria-label="Mobile" className="mobile-menu">
          <PublicNavLinks onNavigate={menu.close} />
        </nav>
      )}
    </header>
  );
}
