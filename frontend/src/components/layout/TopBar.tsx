import type { ReactNode } from 'react';
import { BrandLink } from './BrandLink';
import { MenuToggle } from './MenuToggle';
import { useMobileMenu } from './use-mobile-menu';

/**
 * The top bar: the brand and the main navigation, and on a phone a toggle that opens the same links
 * as a menu (`links` gets the menu's close, for a link to call once followed).
 */
export function TopBar({ menuId, links }: { menuId: string; links: (onNavigate?: () => void) => ReactNode }) {
  const menu = useMobileMenu();
  return (
    <header className="top-bar">
      <div className="top-bar-inner">
        <BrandLink />
        <nav aria-label="Main" className="top-nav">
          {links()}
        </nav>
        <MenuToggle open={menu.open} controls={menuId} onToggle={menu.toggle} />
      </div>
      {menu.open && (
        <nav id={menuId} aria-label="Mobile" className="mobile-menu">
          {links(menu.close)}
        </nav>
      )}
    </header>
  );
}
