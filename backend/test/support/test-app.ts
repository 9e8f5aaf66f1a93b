import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DynamicModule, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../../src/app.factory.js';
import { seedPractices } from '../../src/modules/practice-sessions/practices/seed-practices.js';
import { type AppConfig, readAppConfig } from '../../src/platform/config/app-config.js';
import type { EventStore } from '../../src/platform/event-store/event-store.port.js';
import { isReady, Readiness } from '../../src/platform/health/readiness.js';
import { ProjectionProgress } from '../../src/platform/projection-engine/projection-progress.js';
import { PROJECTORS, type Projector } from '../../src/platform/projection-engine/projector.js';
import type { Logger } from '../../src/platform/runtime/logger.js';
import type { Runtime } from '../../src/platform/runtime/runtime.js';
import { projectorsCaughtUp } from './projectors-caught-up.js';
import { AdjustableClock, moveClock, TestClockModule } from './test-clock.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { createTestEventStore } from './test-event-store.js';

export interface TestApp {
  readonly app: NestExpressApplication;
  /** The HTTP server to hand to supertest: `request(testApp.server)`. */
  readonly server: ReturnType<NestExpressApplication['getHttpServer']>;
  readonly runtime: Runtime;
  readonly db: TestDatabase;
  /** Resolves once every projector has applied all that is in the log now (the asynchronous views too). */
  caughtUp(): Promise<void>;
  /** The app's clock: `testApp.clock.set(new Date(...))`. */
  readonly clock: AdjustableClock;
  /** Sets the clock and moves the jobs waiting with it (as if the time had passed for them too). */
  moveClock(instant: Date, options?: { frozen?: boolean }): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole app, as `npm start` builds it, over a fresh database of its own and on a clock the test
 * sets; its events in the test event store (KurrentDB when EVENTSTORE_URL is set, in a namespace of
 * its own) unless the test gives another.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: {
    eventStore?: (db: TestDatabase) => EventStore;
    /** Modules added to the app (a test's own controller). */
    imports?: ReadonlyArray<Type | DynamicModule>;
    /** Where the app's log lines go instead of standard output. */
    logger?: Logger;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  await seedPractices(db.dataSource.manager);
  const config: AppConfig = {
    ...readAppConfig({ NODE_ENV: 'test', PORT: '0' }),
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'sadhana-app-')),
    frontendDist: path.join(os.tmpdir(), 'sadhana-no-frontend'),
    ...overrides,
  };
  const eventStore = options.eventStore?.(db) ?? createTestEventStore(db, { pollIntervalMs: 200 });
  const runtime: Runtime = {
    config,
    databaseUrl: db.url,
    dataSource: db.dataSource,
    eventStore,
    beginShutdown: () => {},
    close: async () => {
      await eventStore.close();
    },
  };
  const clock = new AdjustableClock();
  const app = await createApp(runtime, {
    clock,
    imports: [TestClockModule, ...(options.imports ?? [])],
    logger: options.logger,
  });
  await untilReady(app.get(Readiness));
  return {
    app,
    server: app.getHttpServer(),
    runtime,
    db,
    clock,
    moveClock: (instant, options) => moveClock(clock, db.dataSource, instant, options),
    caughtUp: () =>
      projectorsCaughtUp(eventStore, app.get(ProjectionProgress), app.get<Projector[]>(PROJECTORS)),
    close: async () => {
      await app.close();
      await runtime.close();
      await db.drop();
    },
  };
}

/**
 * As a load balancer waits for a new instance: until it says it is ready (at once on PostgreSQL; on a
 * KurrentDB server holding other runs' events, once its read models have searched the log past them).
 * A test that starts an app which cannot be ready (its event store unreachable) goes on after a while.
 */
async function untilReady(readiness: Readiness, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!isReady(await readiness.check()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
