import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: a command or a request that takes longer than 10 s is a fault, not a bucket. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type CommandOutcome = 'ok' | 'refused' | 'failed';

/** A sample the scrape reads several gauges from: taken once per scrape, however many gauges ask. */
export type Sampled<T> = () => Promise<T>;

/**
 * What an operator scrapes at GET /metrics: one registry per app (tests run several apps in one
 * process), in Prometheus' text format. The parts of the app record into it through the methods
 * below; gauges that read the database (projector lag, jobs, the pool) are sampled at each scrape.
 */
export class AppMetrics {
  readonly registry = new Registry();

  private readonly httpRequests = new Histogram({
    name: 'sadhana_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, and how long they took to answer',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly commands = new Histogram({
    name: 'sadhana_command_duration_seconds',
    help: 'Commands through the command path by type and outcome (ok, refused by the domain, failed), from arrival to answer',
    labelNames: ['command', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly appended = new Counter({
    name: 'sadhana_events_appended_total',
    help: 'Events appended to the log through the command path, by event type',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });

  private readonly rebuildApplied = new Gauge({
    name: 'sadhana_projection_rebuild_events_applied',
    help: 'Events a running rebuild of a read model has applied so far (0 once it has switched over)',
    labelNames: ['projector'] as const,
    registers: [this.registry],
  });

  private readonly rebuilding = new Gauge({
    name: 'sadhana_projection_rebuilding',
    help: 'Whether this instance is rebuilding the read model (1) or not (0)',
    labelNames: ['projector'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'sadhana_' });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.httpRequests.observe({ method, route, status: String(status) }, seconds);
  }

  observeCommand(command: string, outcome: CommandOutcome, seconds: number): void {
    this.commands.observe({ command, outcome }, seconds);
  }

  countAppended(events: readonly { type: string }[]): void {
    for (const event of events) this.appended.inc({ type: event.type });
  }

  rebuildProgress(projector: string, eventsApplied: number): void {
    this.rebuilding.set({ projector }, 1);
    this.rebuildApplied.set({ projector }, eventsApplied);
  }

  rebuildFinished(projector: string): void {
    this.rebuilding.set({ projector }, 0);
    this.rebuildApplied.set({ projector }, 0);
  }

  /**
   * Gauges whose values come from one sample taken at scrape time: `sample` runs once however many of
   * them are read (the registry reads every metric of a scrape at once), and each sets its values
   * from it. A failed sample is the scrape's error: it is answered 500 and logged, never hidden.
   */
  sampledGauges<T, Name extends string>(
    sample: () => Promise<T>,
    gauges: ReadonlyArray<{
      name: Name;
      help: string;
      labelNames: readonly string[];
      set: (gauge: Gauge<string>, value: T) => void;
    }>,
  ): void {
    const once = oncePerScrape(sample);
    for (const { name, help, labelNames, set } of gauges) {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [this.registry],
        async collect() {
          const value = await once();
          this.reset();
          set(this, value);
        },
      });
    }
  }
}

/** Shares one run of `sample` among the callers of one scrape (those that ask while it runs). */
function oncePerScrape<T>(sample: () => Promise<T>): Sampled<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= sample().finally(() => {
      running = undefined;
    });
    return running;
  };
}
