import { NavLink } from 'react-router-dom';
import type { CurrentUser } from '../../lib/api/get-current-user';
import { STUDIO_SITE_LABEL, STUDIO_SITE_URL } from '../../lib/external-links';
import { LOGOUT_URL } from '../../lib/navigation';
import { ExternalLink } from '../ExternalLink';
import { TopBar } from './TopBar';

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
      <NavLink to="/programs" className="nav-link" onClick={onNavigate}>
        Programs
      </NavLink>
      <NavLink to="/profile" className="nav-link" onClick={onNavigate}>
        Profile
      </NavLink>
      <ExternalLink href={STUDIO_SITE_URL} className="nav-link">
        {STUDIO_SITE_LABEL}
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
  return (
    <TopBar
      menuId={MOBILE_MENU_ID}
      links={(onNavigate) => <MemberNavLinks user={user} onNavigate={onNavigate} />}
    />
  );
}
