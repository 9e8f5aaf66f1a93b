import { Inject, Injectable } from '@nestjs/common';
import type { ProjectorStatus, SystemStatus } from '@sadhana/rules/system-status';
import { DataSource } from 'typeorm';
import { EVENT_STORE, type EventStore, type RecordedEvent } from '../event-store/event-store.port.js';
import { readCheckpoints } from './checkpoints.js';
import { appliedAmong, positionKey } from './inline-markers.js';
import { positionText } from './poisoned-events.js';
import { PROJECTORS, type Projector, versionOf } from './projector.js';

/** How many of a projector's events past its checkpoint are counted: beyond, lag says "at least". */
export const LAG_COUNT_LIMIT = 1000;

/** See @sadhana/rules/system-status: what the admin's System panel shows, and the operator can read. */
export type { ProjectorStatus, SystemStatus as ProjectionStatusSnapshot };

interface StatusRow {
  name: string;
  failed_since: Date | null;
  failed_position: string | null;
  failed_event_id: string | null;
  failed_event_type: string | null;
  failed_stream_id: string | null;
  failed_error: string | null;
  rebuilt_at: Date | null;
  rebuild_seconds: number | null;
  rebuild_events: string | null;
  rebuild_started_at: Date | null;
  rebuild_updated_at: Date | null;
  rebuild_progress: number | null;
  rebuild_events_applied: string | null;
}

/**
 * The read models' state as every process sees it (the checkpoints and rebuilds tables, and the log):
 * each projector's lag, a projector stopped at an event it cannot apply, a rebuild under way and the
 * last one. One snapshot a call; the admin's System panel reads it, and so can the operator's metrics
 * and readiness.
 */
@Injectable()
export class ProjectionStatus {
  constructor(
    @Inject(PROJECTORS) private readonly projectors: Projector[],
    private readonly dataSource: DataSource,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  async snapshot(now = new Date()): Promise<SystemStatus> {
    const db = this.dataSource.manager;
    const checkpoints = await readCheckpoints(db);
    const rows: StatusRow[] = await db.query(
      `SELECT c.name, c.failed_since, c.failed_position, c.failed_event_id, c.failed_event_type, c.failed_stream_id,
              c.failed_error, c.rebuilt_at, c.rebuild_seconds, c.rebuild_events::text,
              r.started_at AS rebuild_started_at, r.updated_at AS rebuild_updated_at, r.progress AS rebuild_progress,
              r.events_applied::text AS rebuild_events_applied
       FROM projection_checkpoints c LEFT JOIN projection_rebuilds r ON r.name = c.name`,
    );
    const byName = new Map(rows.map((row) => [row.name, row]));
    const projectors: ProjectorStatus[] = [];
    for (const projector of this.projectors) {
      const checkpoint = checkpoints.get(projector.name);
      const row = byName.get(projector.name);
      if (!checkpoint || !row) continue;
      const lag = await this.lag(projector, checkpoint.position, now);
      projectors.push({
        name: projector.name,
        version: versionOf(projector),
        liveVersion: checkpoint.version,
        position: positionText(checkpoint.position),
        ...lag,
        stopped:
          row.failed_since && row.failed_event_id
            ? {
                since: row.failed_since.toISOString(),
                position: row.failed_position ?? '',
                eventId: row.failed_event_id,
                eventType: row.failed_event_type ?? '',
                streamId: row.failed_stream_id ?? '',
                error: row.failed_error ?? '',
              }
            : null,
        rebuild: rebuildOf(row, checkpoint.version !== versionOf(projector), now),
        lastRebuild: row.rebuilt_at
          ? {
              at: row.rebuilt_at.toISOString(),
              seconds: row.rebuild_seconds ?? 0,
              events: Number(row.rebuild_events ?? 0),
            }
          : null,
      });
    }
    return { at: now.toISOString(), projectors, ...summary(projectors) };
  }

  /** The events of its types past its checkpoint that its live tables do not show yet. */
  private async lag(projector: Projector, after: RecordedEvent['position'], now: Date) {
    const page = await this.eventStore.readAll({
      after,
      limit: LAG_COUNT_LIMIT,
      types: projector.eventTypes,
    });
    let events = page.events;
    // On PostgreSQL an inline projector's tables show what its writers applied past the checkpoint.
    if (events.length > 0 && projector.inline && this.eventStore.writePath.logInTransaction) {
      const applied = await appliedAmong(this.dataSource.manager, projector.name, events);
      events = events.filter((e) => !applied.has(positionKey(e.position)));
    }
    const oldest = events[0]?.createdAt;
    return {
      lagEvents: events.length,
      lagAtLeast: !page.isEnd && events.length === page.events.length,
      lagSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : 0,
    };
  }
}

/**
 * A rebuild under way, as its row tells; or about to start: a deploy raised the projector's version
 * and its rebuild has not begun (it waits for another's, or for its turn at start-up).
 */
function rebuildOf(row: StatusRow, outdated: boolean, now: Date): ProjectorStatus['rebuild'] {
  if (row.rebuild_started_at && row.rebuild_updated_at) {
    return {
      startedAt: row.rebuild_started_at.toISOString(),
      updatedAt: row.rebuild_updated_at.toISOString(),
      percent: Math.floor((row.rebuild_progress ?? 0) * 100),
      eventsApplied: Number(row.rebuild_events_applied ?? 0),
    };
  }
  if (!outdated) return null;
  return { startedAt: now.toISOString(), updatedAt: now.toISOString(), percent: 0, eventsApplied: 0 };
}

function summary(projectors: readonly ProjectorStatus[]) {
  const rebuilding = projectors.filter((p) => p.rebuild);
  const stopped = projectors.flatMap((p) => (p.stopped ? [p.stopped.since] : [])).sort();
  const rebuilt = projectors.flatMap((p) => (p.lastRebuild ? [{ name: p.name, at: p.lastRebuild.at }] : []));
  const latest = rebuilt
    .map((r) => r.at)
    .sort()
    .at(-1);
  const MINUTE = 60_000;
  return {
    rebuilding:
      rebuilding.length > 0
        ? {
            percent: Math.min(...rebuilding.map((p) => p.rebuild?.percent ?? 0)),
            readModels: rebuilding.map((p) => p.name),
          }
        : null,
    behindSince: stopped[0] ?? null,
    lastRebuild: latest
      ? {
          at: latest,
          readModels: rebuilt
            .filter((r) => Date.parse(latest) - Date.parse(r.at) <= MINUTE)
            .map((r) => r.name),
        }
      : null,
    lagSeconds: Math.max(0, ...projectors.filter((p) => !p.stopped && !p.rebuild).map((p) => p.lagSeconds)),
  };
}
