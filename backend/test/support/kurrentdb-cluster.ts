import { exec } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const run = promisify(exec);

/** One node of the cluster, as the connection string names it. */
export interface ClusterNode {
  readonly address: string;
  readonly port: number;
}

/** Where a node is in the cluster's life (`/info`'s `state`), or `down` when it does not answer. */
export type NodeState = 'leader' | 'follower' | 'down' | (string & {});

/**
 * The KurrentDB cluster EVENTSTORE_URL names (`kurrentdb://host:port,host:port,...?tls=...&tlsCAFile=...`),
 * watched through each node's `/info` and controlled through KURRENTDB_CLUSTER_CONTROL, a command
 * that takes `kill ADDRESS` (SIGKILL that node's process), `freeze ADDRESS` and `thaw ADDRESS`
 * (SIGSTOP and SIGCONT: a node that keeps its connections open and answers nothing, as behind a
 * network partition) and `start ADDRESS` (start it again if it is not running; it returns once the
 * node serves), run by the shell. Tests and benches only.
 */
export class KurrentDbCluster {
  readonly nodes: readonly ClusterNode[];
  private readonly tls: boolean;
  private readonly ca?: Buffer;

  constructor(
    connectionString: string,
    private readonly control: string,
  ) {
    const hosts = /^[a-z+]+:\/\/(?:[^@/]*@)?([^/?]+)/.exec(connectionString)?.[1] ?? '';
    const query = new URLSearchParams(connectionString.split('?')[1] ?? '');
    this.nodes = hosts.split(',').map((host) => {
      const [address, port] = host.split(':');
      return { address, port: Number(port ?? 2113) };
    });
    // The client's defaults: TLS unless `tls=false`; the CA from `tlsCAFile`.
    this.tls = query.get('tls') !== 'false';
    const caFile = query.get('tlsCAFile');
    if (caFile) this.ca = readFileSync(caFile);
  }

  /** The node's state as it reports it, `down` when it does not answer within `timeoutMs`. */
  state(node: ClusterNode, timeoutMs = 500): Promise<NodeState> {
    return new Promise((resolve) => {
      const get = this.tls ? https.get : http.get;
      const request = get(
        {
          host: node.address,
          port: node.port,
          path: '/info',
          timeout: timeoutMs,
          ...(this.tls && this.ca ? { ca: this.ca } : {}),
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString();
          });
          response.on('end', () => {
            try {
              resolve((JSON.parse(body) as { state?: string }).state ?? 'down');
            } catch {
              resolve('down');
            }
          });
        },
      );
      request.on('timeout', () => request.destroy());
      request.on('error', () => resolve('down'));
    });
  }

  /** Every node's state, in the order of `nodes`. */
  states(): Promise<NodeState[]> {
    return Promise.all(this.nodes.map((node) => this.state(node)));
  }

  /** The node that reports itself leader, if one does. */
  async leader(): Promise<ClusterNode | undefined> {
    const states = await this.states();
    return this.nodes[states.indexOf('leader')];
  }

  /** Polls every `everyMs` until a node other than `except` reports itself leader; answers it and when. */
  async electedAfter(
    except: ClusterNode | undefined,
    { everyMs = 25, timeoutMs = 30_000 } = {},
  ): Promise<{ node: ClusterNode; at: number }> {
    const deadline = Date.now() + timeoutMs;
    const others = this.nodes.filter((node) => node !== except);
    while (Date.now() < deadline) {
      const states = await Promise.all(others.map((node) => this.state(node, 300)));
      const at = Date.now();
      const index = states.indexOf('leader');
      if (index >= 0) return { node: others[index], at };
      await sleep(everyMs);
    }
    throw new Error(
      `No leader among ${others.map((node) => node.address).join(', ')} within ${timeoutMs} ms`,
    );
  }

  /** Resolves once every node reports leader or follower, one of them leader. */
  async healthy(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const states = await this.states();
      if (states.includes('leader') && states.every((state) => state === 'leader' || state === 'follower'))
        return;
      if (Date.now() > deadline)
        throw new Error(`cluster not whole within ${timeoutMs} ms: ${states.join(', ')}`);
      await sleep(200);
    }
  }

  /** SIGKILLs the node's process; answers when. */
  async kill(node: ClusterNode): Promise<number> {
    await run(`${this.control} kill ${node.address}`, { timeout: 30_000 });
    return Date.now();
  }

  /** SIGSTOPs the node's process: its connections stay open, and nothing answers on them. Answers when. */
  async freeze(node: ClusterNode): Promise<number> {
    await run(`${this.control} freeze ${node.address}`, { timeout: 30_000 });
    return Date.now();
  }

  /** SIGCONTs a frozen node's process. */
  async thaw(node: ClusterNode): Promise<void> {
    await run(`${this.control} thaw ${node.address}`, { timeout: 30_000 });
  }

  /**
   * Resolves once the node has served as a follower for `steadyMs` on end, starting it again when it
   * stays down: a thawed leader learns it was deposed, and then may truncate what the cluster never
   * committed and exit, after it first reported itself a follower.
   */
  async rejoin(node: ClusterNode, { steadyMs = 3000, timeoutMs = 300_000 } = {}): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let followerSince: number | undefined;
    let downSince: number | undefined;
    for (;;) {
      const state = await this.state(node);
      const now = Date.now();
      followerSince = state === 'follower' ? (followerSince ?? now) : undefined;
      if (followerSince !== undefined && now - followerSince >= steadyMs) return;
      downSince = state === 'down' ? (downSince ?? now) : undefined;
      if (downSince !== undefined && now - downSince >= 3000) {
        await this.start(node);
        downSince = undefined;
      }
      if (now > deadline) throw new Error(`${node.address} not a steady follower within ${timeoutMs} ms`);
      await sleep(200);
    }
  }

  /** Starts the node again; resolves once it serves (fails after 5 minutes rather than wait on). */
  async start(node: ClusterNode): Promise<void> {
    await run(`${this.control} start ${node.address}`, { timeout: 300_000 });
  }
}
