import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule, type AppOverrides } from './app.module.js';
import { configureSessions, ONE_CLICK_UNSUBSCRIBE_PATH } from './modules/accounts/index.js';
import { STRIPE_WEBHOOK_PATH } from './modules/membership/index.js';
import { configureHttp } from './platform/http/configure-http.js';
import { type Logger, logger, NestPinoLogger } from './platform/runtime/logger.js';
import type { Runtime } from './platform/runtime/runtime.js';

/**
 * The Nest application over a runtime; main.ts listens on it, the HTTP tests drive it with supertest.
 * Its lines go to the process's logger, or to `options.logger` (a test reading them).
 */
export async function createApp(
  runtime: Runtime,
  options: { quiet?: boolean; logger?: Logger } & AppOverrides = {},
): Promise<NestExpressApplication> {
  // A quiet app (the benchmark's) logs warnings and errors only, as does any app under NODE_ENV=test.
  const appLogger = (options.logger ?? logger).child(
    {},
    { level: options.quiet ? 'warn' : runtime.config.logLevel },
  );
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(runtime, options), {
    bodyParser: false,
    logger: new NestPinoLogger(appLogger),
  });
  configureHttp(
    app,
    runtime.config,
    {
      signedWebhookPaths: [STRIPE_WEBHOOK_PATH],
      oneClickPaths: [ONE_CLICK_UNSUBSCRIBE_PATH],
      sessions: (http) => configureSessions(http, runtime.config),
    },
    appLogger,
  );
  await app.init();
  return app;
}
