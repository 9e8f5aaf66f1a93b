import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { configureSessions } from '../accounts/auth/configure-sessions.js';
import { csrfProtection } from '../accounts/auth/csrf.js';
import type { AppConfig } from '../config/app-config.js';
import { STRIPE_WEBHOOK_PATH } from '../membership/stripe-webhook/stripe-webhook.path.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { createValidationPipe } from './validation.js';

/** Request bodies are small forms; anything larger is refused before it is parsed. */
const JSON_LIMIT = '64kb';

export function configureHttp(app: NestExpressApplication, config: AppConfig): void {
  app.disable('x-powered-by');
  // Behind a TLS-terminating proxy: client IPs (rate limits) and req.secure (Secure cookies).
  app.set('trust proxy', config.trustProxy);
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
  // Stripe signs the exact bytes it sent: the webhook keeps its raw body (and JSON parsing skips it).
  app.use(STRIPE_WEBHOOK_PATH, rawWebhookBody());
  app.use(jsonBodies());
  configureSessions(app, config);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  serveFrontend(app, config.frontendDist);
}

/** express.json with its failures answered as `{ message }` (malformed JSON, too large, wrong charset). */
function jsonBodies() {
  const parse = express.json({ limit: JSON_LIMIT, reviver: refuseNulCharacters });
  return (request: Request, response: Response, next: NextFunction) =>
    parse(request, response, (error?: BodyError) => {
      if (!error) return next();
      const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 400;
      response.status(status).json({ message: bodyErrorMessage(error) });
    });
}

/** Stripe events can exceed the form limit (an invoice with many lines). */
function rawWebhookBody() {
  const read = express.raw({ type: () => true, limit: '1mb' });
  return (request: Request, response: Response, next: NextFunction) =>
    read(request, response, (error?: BodyError) => {
      if (!error) return next();
      const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 400;
      response.status(status).json({ message: 'The webhook body could not be read.' });
    });
}

interface BodyError {
  status?: number;
  type?: string;
  body?: string;
  message?: string;
}

function bodyErrorMessage(error: BodyError): string {
  if (error.message === NUL_MESSAGE) return NUL_MESSAGE;
  if (error.type === 'entity.too.large') return 'The request body is too large.';
  if (error.type !== 'entity.parse.failed') return 'The request body could not be read.';
  return isJson(error.body)
    ? 'The request body must be a JSON object.'
    : 'The request body is not valid JSON.';
}

const NUL_MESSAGE = 'Text may not contain NUL characters.';

/** PostgreSQL cannot store U+0000 in text: such a body is refused while it is parsed, before any handler sees it. */
function refuseNulCharacters(key: string, value: unknown): unknown {
  if (key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'))) {
    throw new Error(NUL_MESSAGE);
  }
  return value;
}

/** express.json accepts only objects and arrays; a bare string, number or null is JSON all the same. */
function isJson(text: string | undefined): boolean {
  if (text === undefined) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
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
