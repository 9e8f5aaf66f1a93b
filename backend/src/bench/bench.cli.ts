import 'reflect-metadata';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startBenchDatabase } from './bench-database.js';
import { benchEventStore } from './event-store.bench.js';
import { formatRate } from './measure.js';

/**
 * npm run bench: figures as ratios against a baseline measured in the same run on the same machine,
 * never as absolute thresholds. Options: --events N (default 100000), --concurrency N (default 8).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { events: { type: 'string', default: '100000' }, concurrency: { type: 'string', default: '8' } },
  });
  const events = Number(values.events);
  const concurrency = Number(values.concurrency);
  const cpus = os.cpus();
  process.stdout.write(
    `Sadhana benchmark — ${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
  );
  const db = await startBenchDatabase();
  try {
    process.stdout.write(
      `\nEvent store (embedded PostgreSQL, ${events.toLocaleString('en-US')} events, ${concurrency} connections, synchronous_commit off on both sides)\n`,
    );
    const figures = await benchEventStore(db, events, concurrency);
    const rows = [
      ['append through the event store', formatRate(figures.appends.eventStore)],
      ['raw single-row INSERT (baseline)', formatRate(figures.appends.rawInsert)],
      ['  ratio', (figures.appends.eventStore / figures.appends.rawInsert).toFixed(2)],
      [`replay session_registration (${figures.events} events)`, formatRate(figures.replay.projector)],
      ['raw COPY of the same rows (baseline)', formatRate(figures.replay.rawCopy)],
      ['  ratio', (figures.replay.projector / figures.replay.rawCopy).toFixed(3)],
    ];
    for (const [label, value] of rows) process.stdout.write(`  ${label.padEnd(48)} ${value}\n`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
