import 'reflect-metadata';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { allEntities } from './all-entities.js';
import { allProjectors } from './all-projectors.js';
import { readAppConfig } from './platform/config/app-config.js';
import { positionText } from './platform/projection-engine/poisoned-events.js';
import { type ReplayProgress, replay, UnknownProjector } from './platform/projection-engine/replay.js';
import { logger } from './platform/runtime/logger.js';
import { startRuntime } from './platform/runtime/runtime.js';

/**
 * npm run replay [-- --projector NAME ...]: rebuilds read models from the event log, all of them from
 * one read of it. Safe next to a running app: each rebuild fills new tables while the site keeps
 * serving and updating the old ones, then switches readers over in one short transaction. A read model
 * given an event it cannot apply is reported with that event and left as it was; the others are
 * rebuilt, and the exit code is 1.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { projector: { type: 'string', multiple: true } } });
  const runtime = await startRuntime(readAppConfig(), { entities: allEntities });
  let failed = false;
  try {
    const report = await replay({
      projectors: allProjectors,
      only: values.projector ?? [],
      dataSource: runtime.dataSource,
      eventStore: runtime.eventStore,
      progress: progressBar(),
      log: { log: (message, context) => logger.info(context, message) },
    });
    const out = (line: string) => process.stdout.write(`${line}\n`);
    const rate = report.seconds > 0 ? Math.round(report.eventsRead / report.seconds) : report.eventsRead;
    out(
      `read ${report.eventsRead} events once in ${report.seconds.toFixed(2)} s (${rate} events/s); ` +
        `peak heap ${mib(report.memory.heapBytes)} MiB, resident ${mib(report.memory.rssBytes)} MiB`,
    );
    for (const r of report.rebuilt) {
      out(`${r.projector}: ${r.events} events (${r.how}), switched at ${r.seconds.toFixed(2)} s`);
    }
    for (const name of report.current) out(`${name}: already current`);
    for (const failure of report.failed) {
      failed = true;
      const event = failure.event
        ? ` at event ${failure.event.id} (${failure.event.type}, stream ${failure.event.streamId}, position ${positionText(failure.event.position)})`
        : '';
      process.stderr.write(`${failure.projector}: NOT rebuilt${event}: ${failure.error}\n`);
      logger.error(
        {
          ...failure,
          event: failure.event && { ...failure.event, position: positionText(failure.event.position) },
        },
        'replay could not rebuild a read model',
      );
    }
  } finally {
    await runtime.close();
  }
  if (failed) process.exitCode = 1;
}

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

function progressBar(): ReplayProgress {
  const bar = new cliProgress.SingleBar(
    {
      format: '{readModels} [{bar}] {percentage}% | {events} events read | {rate} events/s',
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = 0;
  let readModels = '';
  return {
    start(names) {
      readModels = names.length > 3 ? `${names.length} read models` : names.join(', ');
      started = performance.now();
      bar.start(100, 0, { readModels, events: 0, rate: 0 });
    },
    update({ fraction, eventsRead }) {
      const seconds = (performance.now() - started) / 1000;
      bar.update(Math.floor(fraction * 100), {
        readModels,
        events: eventsRead,
        rate: seconds > 0 ? Math.round(eventsRead / seconds) : 0,
      });
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
