import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';

export { PRERENDERED_PATHS } from './app/screens';

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** antd's CSS-in-JS for that markup, as <style> elements for the head (empty for the landing page). */
  antdStyles: string;
}

/**
 * Renders one public route at build time as a first-time visitor sees it: no session cookie is
 * known, so every query is still pending (the sign-in state is "loading"), exactly the state of the
 * first client render that hydrates it. Lazy routes are awaited (prerender waits for Suspense).
 */
export async function prerenderPage(url: string): Promise<PrerenderedPage> {
  const cache = createCache();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StyleProvider cache={cache}>
        <AppProviders>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StyleProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, antdStyles: extractStyle(cache) };
}
