// First, so every feature's CSS Module comes after the global styles and wins a tie.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserApp } from './app/BrowserApp';
import { holdQueriesWhileHydrating } from './app/hydration-gate';
import { preloadPrerenderedScreens } from './app/screens';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <BrowserApp />
  </StrictMode>
);

// The public pages arrive prerendered (scripts/prerender.mjs) in the signed-out/loading state the
// first client render also has, so React adopts their markup once their screen's chunk is here;
// every other route gets the empty shell. The prerendered / has its own entry, src/landing.tsx.
if (container.firstElementChild) {
  const root = container;
  holdQueriesWhileHydrating();
  preloadPrerenderedScreens(window.location.pathname).then(
    () =>
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.error('Hydration failed: the page was rendered again', error),
      }),
    // The prerendered page stays readable; its links still work as plain navigations.
    (error) => console.error('The page could not load its screen, so it is not interactive', error),
  );
} else {
  createRoot(container).render(app);
}
