import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';

/** Every page's frame: skip link, top bar, the page itself, footer. */
export function SiteFrame({
  topBar,
  signedIn,
  children,
}: {
  topBar: ReactNode;
  signedIn: boolean;
  children: ReactNode;
}) {
  return (
    <div className="site">
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      {topBar}
      <main id="main-content" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter signedIn={signedIn} />
    </div>
  );
}
