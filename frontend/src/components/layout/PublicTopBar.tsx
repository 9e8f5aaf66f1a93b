import { TEACHER_SITE_LABEL, TEACHER_SITE_URL } from '../../lib/external-links';
import { LOGIN_URL } from '../../lib/navigation';
import { ExternalLink } from '../ExternalLink';
import { LandingAnchorLink } from './LandingAnchorLink';
import { SiteLink } from './site-navigation';
import { TopBar } from './TopBar';

const MOBILE_MENU_ID = 'public-mobile-menu';

function PublicNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <ExternalLink href={TEACHER_SITE_URL} className="nav-link">
        {TEACHER_SITE_LABEL}
      </ExternalLink>
      <LandingAnchorLink hash="#schedule" onClick={onNavigate} className="nav-link">
        Schedule
      </LandingAnchorLink>
      <LandingAnchorLink hash="#pricing" onClick={onNavigate} className="nav-link">
        Membership
      </LandingAnchorLink>
      <SiteLink to="/programs" onClick={onNavigate} className="nav-link">
        Programs
      </SiteLink>
      {/* /api/login is a server route, so this is a plain link: a full-page navigation. */}
      <a href={LOGIN_URL} className="button-link button-primary button-small nav-cta">
        Sign In
      </a>
    </>
  );
}

export function PublicTopBar() {
  return (
    <TopBar menuId={MOBILE_MENU_ID} links={(onNavigate) => <PublicNavLinks onNavigate={onNavigate} />} />
  );
}
