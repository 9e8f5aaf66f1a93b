import { allEntities } from './all-entities.js';
import { createApp } from './app.factory.js';
import type { AppOverrides } from './app.module.js';
import { readAppConfig } from './platform/config/app-config.js';
import { logger } from './platform/runtime/logger.js';
import { startRuntime } from './platform/runtime/runtime.js';

/**
 * Starts the runtime and the app on PORT and stops both cleanly on SIGINT or SIGTERM. `npm start`
 * serves it as is; the browser tests' server (test/e2e-server.ts) adds their clock.
 */
export async function serve(overrides: AppOverrides = {}): Promise<void> {
  const config = readAppConfig();
  const runtime = await startRuntime(config, { entities: allEntities });
  const app = await createApp(runtime, overrides).catch(async (error) => {
    await runtime.close();
    throw error;
  });
  await app.listen(config.port);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, dataDir: config.dataDir }, `Sadhana is running at http://localhost:${port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.beginShutdown();
    logger.info({ signal }, 'shutting down');
    try {
      await app.close();
      await runtime.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

export function failedToStart(error: unknown): never {
  logger.error({ err: error }, 'Sadhana failed to start');
  process.exit(1);
}
