import { existsSync } from 'node:fs';
import path from 'node:path';
import { Logger as NestLogger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Clock } from '../clock/clock.js';
import type { AppConfig } from '../config/app-config.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { httpMetrics } from '../metrics/http-metrics.js';
import { metricsEndpoint } from '../metrics/metrics-endpoint.js';
import type { Logger } from '../runtime/logger.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { csrfProtection } from './csrf.js';
import { keepIdleConnectionsOpen } from './idle-connections.js';
import { jsonBodies, refuseNulInQueries, requireJsonBodies } from './json-bodies.js';
import { requestLog } from './request-log.js';
import { createValidationPipe } from './validation.js';

/** What the contexts plug into the HTTP pipeline; the composition root (app.factory.ts) gathers it. */
export interface HttpPlugins {
  /**
   * Webhook paths: their senders sign the exact bytes they send, so these keep their raw body, and
   * not being browsers they are exempt from the cross-site check (their signature authenticates them).
   */
  readonly signedWebhookPaths: readonly string[];
  /**
   * Addresses in mails that a mail client POSTs to for the reader (RFC 8058 one-click unsubscribe):
   * a token in the address authenticates them, so they are exempt from the cross-site check, and the
   * form body the client sends (`List-Unsubscribe=One-Click`) is neither required to be JSON nor read.
   */
  readonly oneClickPaths: readonly string[];
  /** Installs the sessions and the signed-in user of each request, after the bodies are parsed. */
  readonly sessions: (app: NestExpressApplication) => void;
}

export function configureHttp(
  app: NestExpressApplication,
  config: AppConfig,
  plugins: HttpPlugins,
  logger: Logger,
): void {
  app.disable('x-powered-by');
  // First, so that every answer is timed and logged with its request id, refusals included.
  const metrics = app.get(AppMetrics);
  app.use(httpMetrics(metrics));
  app.use(requestLog(logger));
  app.use(metricsEndpoint(metrics, config.metricsToken, new NestLogger('Metrics')));
  keepIdleConnectionsOpen(app.getHttpServer());
  // Behind a TLS-terminating proxy: client IPs (rate limits) and req.secure (Secure cookies).
  app.set('trust proxy', config.trustProxy);
  app.use(noStoreApiAnswers);
  const https = config.publicUrl.startsWith('https:');
  app.use(
    helmet({
      // Only an https site may tell browsers to use nothing but https for its host (localhost included).
      strictTransportSecurity: https,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Stripe Elements loads its script and frames from Stripe; antd writes its styles at run time.
          scriptSrc: ["'self'", 'https://js.stripe.com'],
          frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
          connectSrc: ["'self'", 'https://api.stripe.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          formAction: ["'self'"],
          upgradeInsecureRequests: https ? [] : null,
        },
      },
    }),
  );
  // Before parsing any body: a cross-site write is refused unread.
  app.use(csrfProtection(config, [...plugins.signedWebhookPaths, ...plugins.oneClickPaths]));
  app.use(requireJsonBodies(plugins.oneClickPaths));
  // A signed webhook keeps its raw body (and JSON parsing skips it).
  for (const path of plugins.signedWebhookPaths) app.use(path, rawWebhookBody());
  app.use(jsonBodies());
  app.use(refuseNulInQueries());
  plugins.sessions(app);
  app.useGlobalPipes(createValidationPipe(app.get(Clock)));
  app.useGlobalFilters(new ApiExceptionFilter());
  serveFrontend(app, config.frontendDist);
}

/**
 * API answers are private (the session's user, their schedule, their profile) or, for the few public
 * ones, cheap and never stale by the spec: none may be kept by a shared cache or the browser's history.
 * Set first, so refusals (403, 415, 429) carry it too; a handler may still choose otherwise (the
 * calendar feed, whose token is its credential). Routing ignores case and trailing slashes, so does this.
 */
function noStoreApiAnswers(request: Request, response: Response, next: NextFunction): void {
  if (isApiPath(request.path)) response.setHeader('Cache-Control', 'no-store');
  next();
}

/** Webhook events can exceed the form limit (a Stripe invoice with many lines). */
function rawWebhookBody() {
  const read = express.raw({ type: () => true, limit: '1mb' });
  return (request: Request, response: Response, next: NextFunction) =>
    read(request, response, (error?: { status?: number }) => {
      if (!error) return next();
      const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 400;
      response.status(status).json({ message: 'The webhook body could not be read.' });
    });
}

/**
 * The built React app: hashed assets cached for good; the public pages prerendered at build time
 * (frontend/scripts/prerender.mjs) answered with their own HTML; a file that is not there (an old
 * asset, /favicon.ico) with 404; every other non-API GET, a route of the app, with the empty
 * index.html shell.
 */
function serveFrontend(app: NestExpressApplication, dist: string): void {
  const index = path.join(dist, 'index.html');
  // The app's JavaScript and pages shrink to about a third gzipped; API answers are left as they are.
  // API calls pass these by: no file of the build has an /api path, and each would otherwise cost an
  // API call a file lookup and a compression wrapper that its answer never uses.
  app.use(exceptApi(compression()));
  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: true,
    }),
  );
  app.use(exceptApi(express.static(dist, { index: false, maxAge: '1h' })));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (isApiPath(request.path)) return next();
    if (FILE_PATH.test(request.path)) {
      // A script or stylesheet answered with HTML fails in the browser without saying why.
      response.status(404).type('text/plain').send('Not found');
      return;
    }
    if (!existsSync(index)) {
      response.status(503).type('text/plain').send('The frontend is not built yet: run `npm run build`.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(prerenderedPage(dist, request) ?? index);
  });
}

function exceptApi(
  middleware: (request: Request, response: Response, next: NextFunction) => void,
): (request: Request, response: Response, next: NextFunction) => void {
  return (request, response, next) =>
    isApiPath(request.path) ? next() : middleware(request, response, next);
}

/**
 * Whether the API answers this path. Express routes ignore case (/API/profile reaches /api/profile),
 * so this does too: otherwise an unknown /API/... path would get the page shell instead of the API's 404.
 */
function isApiPath(requestPath: string): boolean {
  const lower = requestPath.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}

/** A file's address, not a route's: under /assets/, or a last segment with an extension. */
const FILE_PATH = /^\/assets\/|\.[a-z0-9]+$/i;

/** One lowercase path segment or none: nothing else can name a prerendered file (no traversal). */
const PRERENDERABLE_PATH = /^\/([a-z][a-z-]*)?$/;

/**
 * dist/prerendered/<name>.html for `/<name>` (index.html for `/`), when the build wrote one. Not
 * with a query string: the page may render from it (/signin?notice=verified shows a notice), and
 * the prerendered markup, made without one, would not match what the browser renders.
 */
function prerenderedPage(dist: string, request: Request): string | undefined {
  if (request.originalUrl.includes('?')) return undefined;
  const match = PRERENDERABLE_PATH.exec(request.path);
  if (!match) return undefined;
  const file = path.join(dist, 'prerendered', `${match[1] ?? 'index'}.html`);
  return existsSync(file) ? file : undefined;
}
