import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { LandingShell } from './app/LandingShell';
import { APP_PRERENDERED_PATHS } from './app/screens';

/** / is the landing page's own entry's (src/landing.tsx); the others are hydrated by the app. */
export const PRERENDERED_PATHS = ['/', ...APP_PRERENDERED_PATHS];

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** antd's CSS-in-JS for that markup, as <style> elements for the head (empty for the landing page). */
  antdStyles: string;
}

/** The answers a first-time visitor's browser is still waiting for when it first renders. */
const NOT_YET_ANSWERED = new Promise<never>(() => {});

async function render(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<StrictMode>{element}</StrictMode>);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/**
 * Renders one public route at build time as a first-time visitor sees it: no session cookie is
 * known, so every answer is still pending (the sign-in state is "loading"), exactly the state of the
 * first client render that hydrates it. Lazy routes are awaited (prerender waits for Suspense).
 */
export async function prerenderPage(url: string): Promise<PrerenderedPage> {
  if (url === '/') {
    const html = await render(
      <LandingShell signIn={NOT_YET_ANSWERED} practices={NOT_YET_ANSWERED} programs={NOT_YET_ANSWERED} />,
    );
    return { html, antdStyles: '' };
  }
  const cache = createCache();
  const html = await render(
    <StyleProvider cache={cache}>
      <AppProviders>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StyleProvider>,
  );
  return { html, antdStyles: extractStyle(cache) };
}
