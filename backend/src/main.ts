import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { readAppConfig } from './config/app-config.js';
import { logger } from './runtime/logger.js';
import { startRuntime } from './runtime/runtime.js';

async function main(): Promise<void> {
  const config = readAppConfig();
  const runtime = await startRuntime(config);
  const app = await createApp(runtime).catch(async (error) => {
    await runtime.close();
    throw error;
  });
  await app.listen(config.port);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(`Sadhana is running at http://localhost:${port}`, { port, dataDir: config.dataDir });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.beginShutdown();
    logger.info('shutting down', { signal });
    try {
      await app.close();
      await runtime.close();
      process.exit(0);
    } catch (error) {
      logger.error('shutdown failed', { error: String(error) });
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  logger.error('Sadhana failed to start', { error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
