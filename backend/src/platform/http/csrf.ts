import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../config/app-config.js';

/** The header the app's API client sends on every call: a non-simple header a cross-site form cannot set. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'sadhana';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * CSRF defence for every POST/PUT/PATCH/DELETE, whatever the path: routing ignores
 * case and trailing slashes (/API/profile/ reaches /api/profile), so no path test may decide
 * what is checked. The `X-Requested-With: sadhana`
 * header is required, and an Origin (or, without one, a Referer) must be the public URL's origin,
 * or in development and tests the request's own origin. Refused with 403 `{ message }`.
 *
 * `exemptPaths`: state-changing paths whose caller is not a browser and that authenticate otherwise
 * (a webhook verifying its sender's signature), lower-case, as the composition lists them.
 */
export function csrfProtection(
  config: Pick<AppConfig, 'publicUrl' | 'nodeEnv'>,
  exemptPaths: readonly string[],
): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(request.method)) return next();
    if (exemptPaths.includes(request.path.toLowerCase().replace(/\/+$/, ''))) return next();

    if (request.get(CSRF_HEADER) === CSRF_HEADER_VALUE && !claimsForeignOrigin(request, config))
      return next();
    response.status(403).json({ message: 'This request was refused by the cross-site request check.' });
  };
}

/**
 * Whether the request's Origin (or, without one, its Referer) names another site than this one: the
 * public URL's origin, or in development and tests the request's own. Neither header (a non-browser
 * client, a strict referrer policy) claims nothing foreign; a header that is not a web origin does.
 */
export function claimsForeignOrigin(
  request: Request,
  config: Pick<AppConfig, 'publicUrl' | 'nodeEnv'>,
): boolean {
  const claimed = request.get('origin') ?? request.get('referer');
  if (claimed === undefined) return false;
  const origin = originOf(claimed);
  if (origin === undefined) return true;
  if (origin === originOf(config.publicUrl)) return false;
  const allowOwnHost = config.nodeEnv !== 'production';
  return !(allowOwnHost && origin === `${request.protocol}://${request.get('host')}`);
}
