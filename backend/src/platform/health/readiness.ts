import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { projectorLag } from '../metrics/projector-lag.js';
import { readCheckpoints } from '../projection-engine/checkpoints.js';
import { PROJECTORS, type Projector, versionOf } from '../projection-engine/projector.js';

/** A check that has not answered in this long counts as down: a health probe must not hang. */
const CHECK_TIMEOUT_MS = 2000;

/**
 * Where inline projectors follow the log instead of being applied in the command's transaction
 * (KurrentDB), a command's answer waits up to 5 s for them (ReadYourWrites): further behind than that,
 * its callers would read stale screens.
 */
const INLINE_LAG_LIMIT_SECONDS = 5;

export interface ReadinessChecks {
  readonly database: boolean;
  readonly eventStore: boolean;
  /** Each inline read model is built by this code (no rebuild pending) and current with the log. */
  readonly inlineProjections: boolean;
}

export const isReady = (checks: ReadinessChecks) =>
  checks.database && checks.eventStore && checks.inlineProjections;

/**
 * Whether this instance can serve: the database and the event store answer, and the read models a
 * screen refetches right after a command are current. The public health answers only up or down;
 * each check's result is in the metrics (`sadhana_ready{check}`) for the operator.
 */
@Injectable()
export class Readiness {
  private readonly inline: readonly Projector[];

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PROJECTORS) projectors: Projector[],
    metrics: AppMetrics,
  ) {
    this.inline = projectors.filter((projector) => projector.inline);
    metrics.sampledGauges(
      () => this.check(),
      [
        {
          name: 'sadhana_ready',
          help: 'Readiness checks of this instance: 1 when the check passes (database, event_store, inline_projections)',
          labelNames: ['check'],
          set: (gauge, checks) => {
            gauge.set({ check: 'database' }, Number(checks.database));
            gauge.set({ check: 'event_store' }, Number(checks.eventStore));
            gauge.set({ check: 'inline_projections' }, Number(checks.inlineProjections));
          },
        },
      ],
    );
  }

  async check(): Promise<ReadinessChecks> {
    const [database, eventStore] = await Promise.all([
      passes(this.dataSource.query('SELECT 1')),
      passes(this.eventStore.ping()),
    ]);
    const inlineProjections = database && eventStore && (await passes(this.inlineProjectionsCurrent()));
    return { database, eventStore, inlineProjections };
  }

  private async inlineProjectionsCurrent(): Promise<boolean> {
    const checkpoints = await readCheckpoints(this.dataSource.manager);
    // A projector whose tables are older code is being rebuilt: its inline writes wait for the switch.
    const built = this.inline.every(
      (projector) => checkpoints.get(projector.name)?.version === versionOf(projector),
    );
    if (!built) return false;
    // In the command's own transaction (PostgreSQL) they cannot fall behind; else they follow the log.
    if (this.eventStore.writePath.logInTransaction) return true;
    const lags = await projectorLag(this.dataSource.manager, this.eventStore, this.inline);
    return lags.every((lag) => lag.seconds <= INLINE_LAG_LIMIT_SECONDS);
  }
}

/** True when the check resolves truthy in time; false when it fails or hangs. */
async function passes(check: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.then((value) => value !== false), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
