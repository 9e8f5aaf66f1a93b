import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { configureHttp } from './http/configure-http.js';
import type { Runtime } from './runtime/runtime.js';

/** The Nest application over a runtime; main.ts listens on it, the HTTP tests drive it with supertest. */
export async function createApp(
  runtime: Runtime,
  options: { quiet?: boolean } = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(runtime), {
    bodyParser: false,
    logger:
      runtime.config.nodeEnv === 'test' || options.quiet
        ? new ConsoleLogger({ json: true, logLevels: ['error', 'warn'] })
        : new ConsoleLogger({ json: true }),
  });
  configureHttp(app, runtime.config);
  await app.init();
  return app;
}
