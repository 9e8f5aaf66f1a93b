import type { Request } from 'express';
import type { AppConfig } from '../../../platform/config/app-config.js';
import { claimsForeignOrigin } from '../../../platform/http/csrf.js';

/**
 * Whether a GET /api/logout is the user's own navigation, so that another site's link, image or
 * form cannot sign them out (a GET cannot carry the CSRF header).
 *
 * Sec-Fetch-Site, which a page cannot forge or suppress in the browsers that send it (Chromium 76,
 * Firefox 90, Safari 16.4 and later): `same-origin` is the app's own Sign Out link (a
 * full-page navigation), `none` the address bar or a bookmark; `same-site` (a sibling subdomain,
 * another origin) and `cross-site` are refused.
 *
 * Without it (an older browser, curl, tests) the Origin or Referer decides as in the CSRF check: a
 * foreign one is refused, none at all is allowed. Refusing every request without the header would
 * leave older browsers no way to sign out, to defend against a nuisance (being signed out), not a
 * breach; where the header exists it is authoritative.
 */
export function isSameSiteNavigation(request: Request, config: Pick<AppConfig, 'publicUrl' | 'nodeEnv'>) {
  const site = request.get('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return !claimsForeignOrigin(request, config);
}
