import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { holdQueriesWhileHydrating } from './app/hydration-gate';
import { preloadPrerenderedScreens } from './app/screens';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// The public pages arrive prerendered (scripts/prerender.mjs) in the signed-out/loading state the
// first client render also has, so React adopts their markup once their screen's chunk is here;
// every other route gets the empty shell.
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
