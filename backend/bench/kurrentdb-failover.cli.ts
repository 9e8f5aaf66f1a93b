import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { jsonEvent, KurrentDBClient } from '@kurrent/kurrentdb-client';
import { KurrentDbEventStore } from '../src/platform/event-store/kurrentdb/kurrentdb-event-store.js';
import { type ClusterNode, KurrentDbCluster } from '../test/support/kurrentdb-cluster.js';

/**
 * How long a writer waits to write again when a KurrentDB cluster loses its leader, three ways:
 *   - the client's appendToStream as the app called it before (no requires-leader header),
 *   - the same with `requiresLeader: true`,
 *   - the app's event store (KurrentDbEventStore.append, which sends it).
 * Each writer appends one event at a time to a stream of its own, trying an event again (same id)
 * 100 ms after an error; after `--before` events the leader's process is SIGKILLed; it appends
 * `--after` more, then the killed node is started again and the cluster is whole before the next kill.
 * Per kill: the new leader's election (polled on /info every 25 ms) and the first append acknowledged
 * after the kill, measured from the kill and from the election; at the end every acknowledged event is
 * read back: lost and doubled ones are counted.
 *
 *   EVENTSTORE_URL='kurrentdb://127.0.0.1:2113,127.0.0.2:2113,127.0.0.3:2113?tls=false&nodePreference=leader' \
 *   KURRENTDB_CLUSTER_CONTROL='…' node --import ./backend/test/support/ts-register.mjs \
 *     backend/bench/kurrentdb-failover.cli.ts --kills 3
 * (KURRENTDB_CLUSTER_CONTROL: see test/support/kurrentdb-cluster.ts and docs/kurrentdb-cluster.md.)
 */
interface Writer {
  readonly name: string;
  append(stream: string, id: string, i: number): Promise<void>;
  read(stream: string): Promise<Array<{ id: string; i: number }>>;
  close(): Promise<void>;
}

interface KillFigures {
  writer: string;
  killed: string;
  electedMs: number;
  firstWriteAfterKillMs: number;
  firstWriteAfterElectionMs: number;
  failedAttempts: number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      kills: { type: 'string', default: '3' },
      before: { type: 'string', default: '300' },
      after: { type: 'string', default: '200' },
      only: { type: 'string', default: 'client,client-requires-leader,event-store' },
    },
  });
  const url = process.env.EVENTSTORE_URL;
  const control = process.env.KURRENTDB_CLUSTER_CONTROL;
  if (!url || !control) throw new Error('Set EVENTSTORE_URL (the cluster) and KURRENTDB_CLUSTER_CONTROL');
  const cluster = new KurrentDbCluster(url, control);
  const kills = Number(values.kills);
  const before = Number(values.before);
  const after = Number(values.after);
  const only = new Set(values.only.split(','));

  const figures: KillFigures[] = [];
  const losses: string[] = [];
  for (const make of [rawClient(url, false), rawClient(url, true), eventStore(url)]) {
    const writer = make();
    if (!only.has(writer.name)) {
      await writer.close();
      continue;
    }
    try {
      for (let k = 0; k < kills; k++) {
        await cluster.healthy();
        const stream = `failover-${randomBytes(4).toString('hex')}`;
        const result = await killDuringAppends(cluster, writer, stream, before, after);
        figures.push(result.figures);
        const stored = await retried(() => writer.read(stream));
        const seen = new Map<number, number>();
        for (const { i } of stored) seen.set(i, (seen.get(i) ?? 0) + 1);
        const lost = [...result.acknowledged].filter((i) => !seen.has(i)).length;
        const doubled = [...seen.values()].filter((count) => count > 1).length;
        losses.push(
          `${writer.name.padEnd(24)} kill ${k + 1}: ${result.acknowledged.size} acknowledged, ${stored.length} read back, lost ${lost}, doubled ${doubled}`,
        );
        process.stdout.write(`${format(result.figures)}\n`);
      }
    } finally {
      await writer.close();
    }
  }
  process.stdout.write(`\n${losses.join('\n')}\n`);
  process.stdout.write(`\n${summary(figures)}\n`);
}

async function killDuringAppends(
  cluster: KurrentDbCluster,
  writer: Writer,
  stream: string,
  before: number,
  after: number,
): Promise<{ figures: KillFigures; acknowledged: Set<number> }> {
  const acknowledged = new Set<number>();
  let killedAt = 0;
  let killed: ClusterNode | undefined;
  let election: Promise<{ at: number }> | undefined;
  let firstAfterKill = 0;
  let failedAttempts = 0;
  for (let i = 0; i < before + after; i++) {
    if (i === before) {
      killed = await cluster.leader();
      if (!killed) throw new Error('no leader to kill');
      killedAt = await cluster.kill(killed);
      election = cluster.electedAfter(killed);
    }
    const id = randomUUID();
    for (let attempt = 0; ; attempt++) {
      try {
        await writer.append(stream, id, i);
        acknowledged.add(i);
        if (killedAt && !firstAfterKill) firstAfterKill = Date.now();
        break;
      } catch (error) {
        if (!killedAt || attempt > 600) throw error;
        failedAttempts++;
        await sleep(100);
      }
    }
  }
  const elected = await (election as Promise<{ at: number }>);
  await cluster.start(killed as ClusterNode);
  return {
    acknowledged,
    figures: {
      writer: writer.name,
      killed: (killed as ClusterNode).address,
      electedMs: elected.at - killedAt,
      firstWriteAfterKillMs: firstAfterKill - killedAt,
      firstWriteAfterElectionMs: firstAfterKill - elected.at,
      failedAttempts,
    },
  };
}

/** A read tried again for up to 10 s: the first call after a leader change may meet a node that is not it. */
async function retried<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= 100) throw error;
      await sleep(100);
    }
  }
}

function rawClient(url: string, requiresLeader: boolean): () => Writer {
  return () => {
    const client = KurrentDBClient.connectionString(url);
    return {
      name: requiresLeader ? 'client-requires-leader' : 'client',
      append: async (stream, id, i) => {
        await client.appendToStream(stream, jsonEvent({ id, type: 'FailoverTick', data: { i } }), {
          requiresLeader,
        });
      },
      read: async (stream) => {
        const events: Array<{ id: string; i: number }> = [];
        for await (const { event } of client.readStream<{ type: string; data: { i: number } }>(stream)) {
          if (event) events.push({ id: event.id, i: event.data.i });
        }
        return events;
      },
      close: () => client.dispose(),
    };
  };
}

function eventStore(url: string): () => Writer {
  return () => {
    const store = new KurrentDbEventStore({
      connectionString: url,
      namespace: `failover${randomBytes(3).toString('hex')}.`,
    });
    return {
      name: 'event-store',
      append: async (stream, id, i) => {
        await store.append(stream, [{ id, type: 'FailoverTick', data: { i } }], 'any');
      },
      read: async (stream) =>
        (await store.readStream(stream)).map((event) => ({
          id: event.id,
          i: (event.data as { i: number }).i,
        })),
      close: () => store.close(),
    };
  };
}

function format(f: KillFigures): string {
  return `${f.writer.padEnd(24)} killed ${f.killed}: elected after ${f.electedMs} ms; first write ${f.firstWriteAfterKillMs} ms after the kill, ${f.firstWriteAfterElectionMs} ms after the election (${f.failedAttempts} failed attempts)`;
}

function summary(figures: readonly KillFigures[]): string {
  const rows = ['writer                   kills  elected (ms)      first write after election (ms)'];
  for (const name of new Set(figures.map((f) => f.writer))) {
    const mine = figures.filter((f) => f.writer === name);
    const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;
    rows.push(
      `${name.padEnd(24)} ${String(mine.length).padStart(5)}  ${range(mine.map((f) => f.electedMs)).padEnd(17)} ${range(mine.map((f) => f.firstWriteAfterElectionMs))}`,
    );
  }
  return rows.join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
