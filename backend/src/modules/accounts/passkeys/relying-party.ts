import type { Request } from 'express';
import type { AppConfig } from '../../../platform/config/app-config.js';

/** The WebAuthn relying party: the site's host name as RP ID, its origin as the expected origin. */
export interface RelyingParty {
  readonly id: string;
  readonly name: string;
  readonly origins: string[];
}

/**
 * From PUBLIC_URL. Outside production the request's own origin on the same host is accepted too
 * (Vite's dev server on another port, as the CSRF check allows).
 */
export function relyingPartyOf(
  config: Pick<AppConfig, 'publicUrl' | 'nodeEnv'>,
  request: Request,
): RelyingParty {
  const site = new URL(config.publicUrl);
  const origins = [site.origin];
  const origin = request.get('origin');
  if (config.nodeEnv !== 'production' && origin) {
    try {
      const own = new URL(origin);
      if (own.hostname === site.hostname && !origins.includes(own.origin)) origins.push(own.origin);
    } catch {
      // Not a URL: only the site's origin is expected.
    }
  }
  return { id: site.hostname, name: 'Sadhana', origins };
}
