import 'reflect-metadata';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { allEntities } from './all-entities.js';
import { allProjectors } from './all-projectors.js';
import { readAppConfig } from './platform/config/app-config.js';
import { type ReplayProgress, replay, UnknownProjector } from './platform/projection-engine/replay.js';
import { logger } from './platform/runtime/logger.js';
import { startRuntime } from './platform/runtime/runtime.js';

/**
 * npm run replay [-- --projector NAME ...]: rebuilds read models from the event log. Safe next to a
 * running app: each rebuild fills new tables in committed batches while the site keeps serving and
 * updating the old ones, then switches readers over in one short transaction.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { projector: { type: 'string', multiple: true } } });
  const runtime = await startRuntime(readAppConfig(), { entities: allEntities });
  try {
    const reports = await replay({
      projectors: allProjectors,
      only: values.projector ?? [],
      dataSource: runtime.dataSource,
      eventStore: runtime.eventStore,
      progress: progressBar(),
      log: { log: (message, context) => logger.info(context, message) },
    });
    for (const { projector, events, seconds } of reports) {
      const rate = seconds > 0 ? Math.round(events / seconds) : events;
      process.stdout.write(`${projector}: ${events} events in ${seconds.toFixed(2)} s (${rate} events/s)\n`);
    }
  } finally {
    await runtime.close();
  }
}

function progressBar(): ReplayProgress {
  const bar = new cliProgress.SingleBar(
    {
      format: '{projector} [{bar}] {percentage}% | {value}/{total} events | {rate} events/s',
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = 0;
  let name = '';
  return {
    start(projector, total) {
      name = projector;
      started = performance.now();
      bar.start(total ?? 0, 0, { projector: name, rate: 0 });
    },
    update(applied) {
      const seconds = (performance.now() - started) / 1000;
      if (applied > bar.getTotal()) bar.setTotal(applied);
      bar.update(applied, { projector: name, rate: seconds > 0 ? Math.round(applied / seconds) : 0 });
    },
    stop() {
      bar.stop();
    },
  };
}

main().catch((error) => {
  if (error instanceof UnknownProjector) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  logger.error({ err: error }, 'replay failed');
  process.exit(1);
});
