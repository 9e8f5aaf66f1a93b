import { useEffect, useState } from 'react';
import { useSiteLocation } from './site-navigation';

export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const location = useSiteLocation();

  // A followed link (including a #hash on the same page) should not leave the menu covering the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a location change
  useEffect(() => setOpen(false), [location.pathname, location.hash]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return { open, toggle: () => setOpen((value) => !value), close: () => setOpen(false) };
}
