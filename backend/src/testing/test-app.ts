import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../app.factory.js';
import { type AppConfig, readAppConfig } from '../config/app-config.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { seedPractices } from '../practices/seed-practices.js';
import type { Runtime } from '../runtime/runtime.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  readonly app: NestExpressApplication;
  /** The HTTP server to hand to supertest: `request(testApp.server)`. */
  readonly server: ReturnType<NestExpressApplication['getHttpServer']>;
  readonly runtime: Runtime;
  readonly db: TestDatabase;
  close(): Promise<void>;
}

/** The whole app, as `npm start` builds it, over a fresh database of its own. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { forceOutbox?: boolean } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  await seedPractices(db.dataSource.manager);
  const config: AppConfig = {
    ...readAppConfig({ NODE_ENV: 'test', PORT: '0' }),
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'sadhana-app-')),
    frontendDist: path.join(os.tmpdir(), 'sadhana-no-frontend'),
    ...overrides,
  };
  const eventStore = new PostgresEventStore({ pool: db.pool, connectionString: db.url, pollIntervalMs: 200 });
  const runtime: Runtime = {
    config,
    databaseUrl: db.url,
    dataSource: db.dataSource,
    eventStore,
    forceOutbox: options.forceOutbox,
    beginShutdown: () => {},
    close: async () => {
      await eventStore.close();
    },
  };
  const app = await createApp(runtime);
  return {
    app,
    server: app.getHttpServer(),
    runtime,
    db,
    close: async () => {
      await app.close();
      await runtime.close();
      await db.drop();
    },
  };
}
