import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { configureSessions } from '../accounts/auth/configure-sessions.js';
import { csrfProtection } from '../accounts/auth/csrf.js';
import type { AppConfig } from '../config/app-config.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { jsonBodies, requireJsonBodies } from './json-bodies.js';
import { createValidationPipe } from './validation.js';

export function configureHttp(app: NestExpressApplication, config: AppConfig): void {
  app.disable('x-powered-by');
  // Behind a TLS-terminating proxy: client IPs (rate limits) and req.secure (Secure cookies).
  app.set('trust proxy', config.trustProxy);
  app.use(noStoreApiAnswers);
  app.use(
    helmet({
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
          upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
        },
      },
    }),
  );
  // Before parsing any body: a cross-site write is refused unread.
  app.use(csrfProtection(config));
  app.use(requireJsonBodies());
  app.use(jsonBodies());
  configureSessions(app, config);
  app.useGlobalPipes(createValidationPipe());
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
  const path = request.path.toLowerCase();
  if (path === '/api' || path.startsWith('/api/')) response.setHeader('Cache-Control', 'no-store');
  next();
}

/** The built React app: hashed assets cached for good, every other non-API GET answered with index.html. */
function serveFrontend(app: NestExpressApplication, dist: string): void {
  const index = path.join(dist, 'index.html');
  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: true,
    }),
  );
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.path === '/api' || request.path.startsWith('/api/')) return next();
    if (!existsSync(index)) {
      response.status(503).type('text/plain').send('The frontend is not built yet: run `npm run build`.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}
