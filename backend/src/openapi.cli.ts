import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { allEntities } from './all-entities.js';
import { AppModule } from './app.module.js';
import { openApiDocument } from './openapi.js';
import { readAppConfig } from './platform/config/app-config.js';
import { createLogger, logger } from './platform/runtime/logger.js';
import { startRuntime } from './platform/runtime/runtime.js';

/** docs/openapi.json, from the repository's root. */
export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../docs/openapi.json');

/** The document as the file holds it: two-space JSON and a final newline. */
export const openApiText = (document: object) => `${JSON.stringify(document, null, 2)}\n`;

/**
 * `npm run openapi`: writes docs/openapi.json from the app's controllers and DTOs (with `--stdout`,
 * prints it instead, for the spec that compares it with the file). The app is composed as
 * `npm start` composes it (over the database it would use) but never started: nothing listens, no
 * projector or job runs.
 */
async function main(): Promise<void> {
  const runtime = await startRuntime(readAppConfig(), {
    entities: allEntities,
    logger: createLogger('warn'),
  });
  try {
    const app = await NestFactory.create(AppModule.register(runtime), { logger: false });
    const text = openApiText(openApiDocument(app));
    if (process.argv.includes('--stdout')) {
      process.stdout.write(text);
      return;
    }
    mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
    writeFileSync(OPENAPI_FILE, text);
    process.stdout.write(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}\n`);
  } finally {
    runtime.beginShutdown();
    await runtime.close();
  }
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  main().catch((error) => {
    logger.error({ err: error }, 'openapi failed');
    process.exit(1);
  });
}
