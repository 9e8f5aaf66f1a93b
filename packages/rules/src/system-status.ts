// The read models' state as the admin's System panel shows it, and the owner's words for it. The
// server's projection engine answers the shape (GET /api/admin/system); the screen words it.
import type { IsoTimestamp } from './api.js';

/** One read model's projector. */
export interface ProjectorStatus {
  readonly name: string;
  /** The version of its code. */
  readonly version: number;
  /** The version of the code that built its live tables: older while a deploy's rebuild runs. */
  readonly liveVersion: number;
  /** Where its live tables are in the log (`commit/prepare`). */
  readonly position: string;
  /** Events of its types in the log that its live tables do not show yet (counted up to a limit). */
  readonly lagEvents: number;
  /** More events behind than were counted. */
  readonly lagAtLeast: boolean;
  /** Seconds since the oldest of those events was appended; 0 when there is none. */
  readonly lagSeconds: number;
  /** It stopped at an event it cannot apply (the others go on): since when, which event, why. */
  readonly stopped: {
    readonly since: IsoTimestamp;
    readonly position: string;
    readonly eventId: string;
    readonly eventType: string;
    readonly streamId: string;
    readonly error: string;
  } | null;
  /** A rebuild under way (npm run replay, or a deploy that raised its version). */
  readonly rebuild: {
    readonly startedAt: IsoTimestamp;
    readonly updatedAt: IsoTimestamp;
    /** 0 to 100. */
    readonly percent: number;
    readonly eventsApplied: number;
  } | null;
  /** Its last rebuild that switched readers over. */
  readonly lastRebuild: {
    readonly at: IsoTimestamp;
    readonly seconds: number;
    readonly events: number;
  } | null;
}

/** GET /api/admin/system: every read model's state at one moment. */
export interface SystemStatus {
  readonly at: IsoTimestamp;
  readonly projectors: readonly ProjectorStatus[];
  /** Read models being rebuilt, and how far the least advanced of them is (0 to 100). */
  readonly rebuilding: { readonly percent: number; readonly readModels: readonly string[] } | null;
  /** When the first of the stopped projectors stopped: the statistics are behind since then. */
  readonly behindSince: IsoTimestamp | null;
  /** The most recent rebuild's switch, and the read models switched within a minute of it. */
  readonly lastRebuild: { readonly at: IsoTimestamp; readonly readModels: readonly string[] } | null;
  /** The largest lag of a projector that is neither stopped nor being rebuilt. */
  readonly lagSeconds: number;
}

export interface SystemNotice {
  readonly tone: 'success' | 'info' | 'warning' | 'error';
  readonly text: string;
  readonly detail?: string;
}

/** A lag shorter than this is "up to date": asynchronous read models follow the log within seconds. */
export const UP_TO_DATE_SECONDS = 60;

/** The System panel's lines, most serious first, in the owner's words; `time` says an instant. */
export function systemNotices(status: SystemStatus, time: (instant: IsoTimestamp) => string): SystemNotice[] {
  const notices: SystemNotice[] = [];
  if (status.behindSince) {
    const stopped = status.projectors.filter((p) => p.stopped).map((p) => p.name);
    notices.push({
      tone: 'error',
      text: `Statistics are behind since ${time(status.behindSince)}`,
      detail: `A record could not be added to ${stopped.join(', ')}; everything else is up to date. The server's log says which record and why.`,
    });
  }
  if (status.rebuilding) {
    notices.push({
      tone: 'info',
      text: `Rebuilding read models: ${status.rebuilding.percent}%`,
      detail: 'Until it finishes, the lists and figures show the records as they were before it began.',
    });
  }
  if (!status.behindSince && !status.rebuilding) {
    notices.push(
      status.lagSeconds < UP_TO_DATE_SECONDS
        ? { tone: 'success', text: 'Statistics are up to date' }
        : { tone: 'warning', text: `Statistics are ${behind(status.lagSeconds)} behind` },
    );
  }
  if (status.lastRebuild) {
    const count = status.lastRebuild.readModels.length;
    notices.push({
      tone: 'info',
      text: `Last rebuild: ${time(status.lastRebuild.at)} (${count} read model${count === 1 ? '' : 's'})`,
    });
  }
  return notices;
}

function behind(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}
