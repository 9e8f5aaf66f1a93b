import {
  STUDIO_SITE_LABEL,
  STUDIO_SITE_URL,
  TEACHER_SITE_LABEL,
  TEACHER_SITE_URL,
} from '../../lib/external-links';
import { ExternalLink } from '../ExternalLink';
import { SiteLink } from './site-navigation';

export function SiteFooter({ signedIn }: { signedIn: boolean }) {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <p className="footer-name">Sadhana</p>
          <p className="footer-tagline">Daily early-morning practice · New Jersey &amp; New York City</p>
        </div>
        <nav aria-label="Footer" className="footer-nav">
          <SiteLink to="/">Home</SiteLink>
          {signedIn ? (
            <ExternalLink href={STUDIO_SITE_URL}>{STUDIO_SITE_LABEL}</ExternalLink>
          ) : (
            <ExternalLink href={TEACHER_SITE_URL}>{TEACHER_SITE_LABEL}</ExternalLink>
          )}
          <SiteLink to="/privacy">Privacy &amp; TOC</SiteLink>
          <SiteLink to="/faq">FAQ</SiteLink>
        </nav>
        <p className="footer-copy">© {new Date().getFullYear()} Sadhana Yoga Community</p>
      </div>
    </footer>
  );
}
