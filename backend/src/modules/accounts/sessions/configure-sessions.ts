import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from '../../../platform/config/app-config.js';
import { SessionStore, sessionMiddleware } from './session.js';
import { SessionUserMiddleware } from './session-user.middleware.js';

/** Sessions for /api (the SPA's static files need none), then the signed-in user of each request. */
export function configureSessions(app: NestExpressApplication, config: AppConfig): void {
  app.use('/api', sessionMiddleware(app.get(SessionStore).store, config));
  app.use('/api', app.get(SessionUserMiddleware).handler);
}
