import { SiteLink } from './site-navigation';

export function BrandLink() {
  return (
    <SiteLink to="/" className="brand" aria-label="Sadhana, home">
      <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="19" r="8" fill="#f0a04b" />
        <rect x="3" y="19" width="26" height="2.5" rx="1.25" fill="currentColor" />
      </svg>
      <span className="brand-name">Sadhana</span>
    </SiteLink>
  );
}
