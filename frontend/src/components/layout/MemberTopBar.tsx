import { NavLink } from 'react-router-dom';
import type { CurrentUser } from '../../lib/api/get-current-user';
import { STUDIO_SITE_URL } from '../../lib/external-links';
import { LOGOUT_URL } from '../../lib/navigation';
import { ExternalLink } from '../ExternalLink';
import { BrandLink } from './BrandLink';
import { MenuToggle } from './MenuToggle';
import { useMobileMenu } from './use-mobile-menu';

const MOBILE_MENU_ID = 'member-mobile-menu';

function MemberNavLinks({ user, onNavigate }: { user: CurrentUser; onNavigate?: () => void }) {
  return (
    <>
      <NavLink to="/" end className="nav-link" onClick={onNavigate}>
        Home
      </NavLink>
      <NavLink to="/dashboard" className="nav-link" onClick={onNavigate}>
        My Sadhana Schedule
      </NavLink>
      <NavLink to="/profile" className="nav-link" onClick={onNavigate}>
        Profile
      </NavLink>
      <ExternalLink href={STUDIO_SITE_URL} className="nav-link">
        Studio
      </ExternalLink>
      {user.isAdmin && (
        <NavLink to="/admin" className="nav-link" onClick={onNavigate}>
          Admin
        </NavLink>
      )}
      {/* /api/logout destroys the server session: a full-page navigation, not a client route. */}
      <a href={LOGOUT_URL} className="nav-link nav-link-quiet">
        Sign Out
      </a>
    </>
  );
}

export function MemberTopBar({ user }: { user: CurrentUser }) {
  const menu = useMobileMenu();
  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        <BrandLink />
        <nav aria-label="Main" className="top-nav">
          <MemberNavLinks user={user} />
        </nav>
        <MenuToggle open={menu.open} controls={MOBILE_MENU_ID} onToggle={menu.toggle} />
      </div>
      {menu.open && (
        <nav id={MOBILE_MENU_ID} aria-label="Mobile" className="mobile-menu">
          <MemberNavLinks user={user} onNavigate={menu.close} />
        </nav>
      )}
    </header>
  );
}
