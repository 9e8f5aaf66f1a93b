import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule, type AppOverrides } from './app.module.js';
import { configureSessions, ONE_CLICK_UNSUBSCRIBE_PATH } from './modules/accounts/index.js';
import { STRIPE_WEBHOOK_PATH } from './modules/membership/index.js';
import { configureHttp } from './platform/http/configure-http.js';
import type { Runtime } from './platform/runtime/runtime.js';

/** The Nest application over a runtime; main.ts listens on it, the HTTP tests drive it with supertest. */
export async function createApp(
  runtime: Runtime,
  options: { quiet?: boolean } & AppOverrides = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(runtime, options), {
    bodyParser: false,
    logger:
      runtime.config.nodeEnv === 'test' || options.quiet
        ? new ConsoleLogger({ json: true, logLevels: ['error', 'warn'] })
        : new ConsoleLogger({ json: true }),
  });
  configureHttp(app, runtime.config, {
    signedWebhookPaths: [STRIPE_WEBHOOK_PATH],
    oneClickPaths: [ONE_CLICK_UNSUBSCRIBE_PATH],
    sessions: (http) => configureSessions(http, runtime.config),
  });
  await app.init();
  return app;
}
