/**
 * Pure translations between our event store port and @kurrent/kurrentdb-client 1.3.x.
 * Nothing here talks to a server, so all of it is unit tested in kurrentdb-mapping.spec.ts.
 *
 * Client types used (from node_modules/@kurrent/kurrentdb-client/dist/types/index.d.ts):
 *   type Position = { commit: bigint; prepare: bigint };
 *   type ReadPosition = "start" | "end" | Position;
 *   type AppendStreamState = "stream_exists" | "any" | "no_stream" | bigint;
 *   type CurrentStreamState = "no_stream" | bigint;   // WrongExpectedVersionError.actualState
 */
import {
  ANY,
  type AppendStreamState,
  START as CLIENT_START,
  type CurrentStreamState,
  ErrorType,
  eventTypeFilter,
  type Filter,
  type JSONEventData,
  type JSONType,
  NO_STREAM,
  type Position,
  type ReadPosition,
  STREAM_EXISTS,
} from '@kurrent/kurrentdb-client';
import {
  comparePositions,
  type ExpectedVersion,
  type GlobalPosition,
  maxPosition,
  type NewEvent,
  type ReadAllResult,
  type RecordedEvent,
} from '../event-store.port.js';
import type { UpcasterChain } from '../upcasters.js';

/** Metadata key under which an event's schema version is stored; stripped again on read. */
export const SCHEMA_VERSION_KEY = '$schemaVersion';

// ---------------------------------------------------------------------------------------------
// Expected versions

export function toStreamState(expected: ExpectedVersion): AppendStreamState {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      if (expected < 0n) throw new RangeError(`Expected version must be >= 0, got ${expected}`);
      return expected;
  }
}

/**
 * WrongExpectedVersionError.actualState is `"no_stream" | bigint`. The server reports deleted and
 * tombstoned streams with negative sentinels (-5n, -6n per the ConsistencyViolation docs): those
 * hold no readable events, so for our port they are `no_stream`.
 */
export function toActualVersion(actual: CurrentStreamState | undefined): bigint | 'no_stream' {
  return typeof actual === 'bigint' && actual >= 0n ? actual : 'no_stream';
}

/** Whether a stream at `actual` satisfies `expected` (used for empty appends, which send nothing). */
export function satisfiesExpectedVersion(expected: ExpectedVersion, actual: bigint | 'no_stream'): boolean {
  switch (expected) {
    case 'any':
      return true;
    case 'no_stream':
      return actual === 'no_stream';
    case 'stream_exists':
      return actual !== 'no_stream';
    default:
      return actual === expected;
  }
}

// ---------------------------------------------------------------------------------------------
// Positions

export function isStart(position: GlobalPosition): boolean {
  return position.commit === 0n && position.prepare === 0n;
}

export function toGlobalPosition(position: Position): GlobalPosition {
  return { commit: position.commit, prepare: position.prepare };
}

/**
 * Where to start a read or subscription that must return events strictly after `after`.
 * The client's `fromPosition` is inclusive for reads (the event at exactly that position comes
 * back), so callers must still drop events at or before `after` (see `isAfter`). START maps to the
 * client's "start" constant and nothing is dropped: KurrentDB never stores an event at 0/0.
 */
export function toReadPosition(after: GlobalPosition): ReadPosition {
  return isStart(after) ? CLIENT_START : { commit: after.commit, prepare: after.prepare };
}

/** True when `position` is strictly after `after` (START: everything is after it). */
export function isAfter(position: GlobalPosition, after: GlobalPosition): boolean {
  return isStart(after) || comparePositions(position, after) > 0;
}

// ---------------------------------------------------------------------------------------------
// Type filters

/**
 * Which event types a read or subscription delivers.
 * - `all`: every non-system type (no types asked, no global restriction);
 * - `prefixes`: types starting with one of these (the store's global `typeFilter`);
 * - `exact`: exactly these types;
 * - `none`: nothing can match (an empty type list, or types outside the global prefixes).
 * System event types (`$...`) are never delivered.
 */
export type TypeSelection =
  | { readonly kind: 'all' }
  | { readonly kind: 'none' }
  | { readonly kind: 'prefixes'; readonly prefixes: readonly string[] }
  | { readonly kind: 'exact'; readonly types: readonly string[] };

export function selectTypes(
  types: readonly string[] | undefined,
  globalPrefixes: readonly string[] | undefined,
): TypeSelection {
  const prefixes = globalPrefixes === undefined ? undefined : [...new Set(globalPrefixes)];
  const allowedByGlobal = (type: string) =>
    prefixes === undefined || prefixes.some((prefix) => type.startsWith(prefix));

  if (types === undefined) {
    if (prefixes === undefined || prefixes.includes('')) return { kind: 'all' };
    const usable = prefixes.filter((prefix) => !prefix.startsWith('$'));
    return usable.length === 0 ? { kind: 'none' } : { kind: 'prefixes', prefixes: usable };
  }
  const exact = [...new Set(types)].filter((type) => !isSystemType(type) && allowedByGlobal(type));
  return exact.length === 0 ? { kind: 'none' } : { kind: 'exact', types: exact };
}

export function isSystemType(type: string): boolean {
  return type.startsWith('$');
}

/** Client-side check of the same selection: the server filters, this guards against system events. */
export function matchesSelection(selection: TypeSelection, type: string): boolean {
  if (isSystemType(type)) return false;
  switch (selection.kind) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'prefixes':
      return selection.prefixes.some((prefix) => type.startsWith(prefix));
    case 'exact':
      return selection.types.includes(type);
  }
}

/** Escapes a literal for a regex; the server evaluates filter regexes with .NET's Regex. */
export function escapeRegex(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The anchored regex that matches exactly the given event types. */
export function exactTypesRegex(types: readonly string[]): string {
  return `^(?:${types.map(escapeRegex).join('|')})$`;
}

/**
 * The server-side filter for a selection (`undefined` for `none`: do not ask the server at all).
 * `eventTypeFilter` is `(options: { regex } | { prefixes }) => Filter` in dist/utils/filter.d.ts;
 * it sets `filterOn: "eventType"` and `checkpointInterval: 1`. A subscription's server sends a
 * checkpoint each time it has searched that many windows of the log (32 records each by default),
 * matching or not; `checkpointReached` hears it, after every event before it has been handed on.
 */
export function toClientFilter(
  selection: TypeSelection,
  checkpointReached?: (position: GlobalPosition) => void,
): Filter | undefined {
  const reached = checkpointReached && {
    checkpointReached: (_: unknown, position: GlobalPosition) => checkpointReached(position),
  };
  switch (selection.kind) {
    case 'none':
      return undefined;
    case 'all':
      // Same regex as the client's excludeSystemEvents().
      return eventTypeFilter({ regex: '^[^$].*', ...reached });
    case 'prefixes':
      return eventTypeFilter({ prefixes: [...selection.prefixes], ...reached });
    case 'exact':
      return eventTypeFilter({ regex: exactTypesRegex(selection.types), ...reached });
  }
}

// ---------------------------------------------------------------------------------------------
// Events

export function toEventData(event: NewEvent): JSONEventData {
  const metadata: Record<string, unknown> = {
    ...(event.metadata ?? {}),
    [SCHEMA_VERSION_KEY]: event.schemaVersion ?? 1,
  };
  return {
    id: event.id,
    contentType: 'application/json',
    type: event.type,
    data: (event.data ?? null) as JSONType,
    metadata: metadata as JSONType,
  };
}

/** The fields of the client's RecordedEvent that we read (dist/types/events.d.ts). */
export interface ClientRecordedEvent {
  readonly streamId: string;
  readonly id: string;
  readonly revision: bigint;
  readonly type: string;
  readonly created: Date;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly position?: Position;
}

/** Splits the stored metadata into our metadata and the schema version (1 when absent). */
export function splitMetadata(stored: unknown): { metadata: Record<string, unknown>; schemaVersion: number } {
  if (
    stored === null ||
    typeof stored !== 'object' ||
    Array.isArray(stored) ||
    stored instanceof Uint8Array
  ) {
    return { metadata: {}, schemaVersion: 1 };
  }
  const { [SCHEMA_VERSION_KEY]: version, ...metadata } = stored as Record<string, unknown>;
  const schemaVersion =
    typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : 1;
  return { metadata, schemaVersion };
}

export function toRecordedEvent(
  event: ClientRecordedEvent,
  upcasters: UpcasterChain,
  position: GlobalPosition,
): RecordedEvent {
  const { metadata, schemaVersion } = splitMetadata(event.metadata);
  const lifted = upcasters.upcast(event.type, schemaVersion, event.data);
  return {
    id: event.id,
    streamId: event.streamId,
    streamPosition: event.revision,
    position,
    type: event.type,
    schemaVersion: lifted.schemaVersion,
    data: lifted.data,
    metadata,
    createdAt: event.created,
  };
}

/** $all events always carry a position (AllStreamRecordedEvent.position is not optional). */
export function requirePosition(event: ClientRecordedEvent): GlobalPosition {
  if (!event.position) {
    throw new Error(`KurrentDB returned event ${event.id} of ${event.streamId} without a log position`);
  }
  return toGlobalPosition(event.position);
}

// ---------------------------------------------------------------------------------------------
// Paging $all

/**
 * Turns one forward, server-filtered `$all` read into a page of the port's readAll.
 *
 * The read asked for `requested` (= limit + 1) events starting at `after` inclusive, so the first
 * event may be `after` itself and is dropped. The server's filtered read keeps reading pages until
 * it has `maxCount` events or reaches the end of $all, so fewer than `requested` events means the
 * end was reached: every event up to the moment of the read has been considered, and the
 * checkpoint becomes the later of the last event considered and `headBeforeRead`, the position of
 * the newest record in $all (any type) taken *before* the read (taken after, an event committed in
 * between would be skipped). Otherwise the checkpoint is the last event considered.
 */
export function pageFromRead(
  read: readonly RecordedEvent[],
  options: {
    after: GlobalPosition;
    limit: number;
    requested: number;
    headBeforeRead: GlobalPosition | undefined;
  },
  matches: (type: string) => boolean,
): ReadAllResult {
  const { after, limit, requested, headBeforeRead } = options;
  const events: RecordedEvent[] = [];
  let considered = after;
  let full = false;
  for (const event of read) {
    if (!isAfter(event.position, after)) continue;
    if (events.length === limit) {
      full = true;
      break;
    }
    considered = maxPosition(considered, event.position);
    if (matches(event.type)) events.push(event);
  }
  const isEnd = !full && read.length < requested;
  const checkpoint = isEnd && headBeforeRead ? maxPosition(considered, headBeforeRead) : considered;
  return { events, checkpoint, isEnd };
}

// ---------------------------------------------------------------------------------------------
// Errors

/**
 * Answers the server gives while a node is down or a cluster elects its leader. An append the
 * server cannot take yet comes back from the batch append as a status the client does not know,
 * and so as an UnknownError whose message holds the server's text ("Server Is Not Ready" during an
 * election, "Server Is Busy" when its queues are full).
 */
const NOT_YET = /\bServer Is (Not Ready|Busy)\b/;

/**
 * gRPC status codes (grpc/status.h) of the errors the client passes on unconverted: those of the
 * call it makes first on a new connection (the server's supported methods) reach the caller as they
 * are, e.g. `14 UNAVAILABLE: No connection established` when nothing listens.
 */
const GRPC_DEADLINE_EXCEEDED = 4;
const GRPC_UNAVAILABLE = 14;

/**
 * Whether an error of the client means "nothing was done, try again shortly": the server cannot be
 * reached (stopped, restarting, a lost connection), took too long, is not the leader, or has none yet.
 */
export function isUnavailable(error: unknown): boolean {
  const { type, code } = (error ?? {}) as { type?: unknown; code?: unknown };
  if (isDiscoveryFailure(error)) return true;
  if (type === undefined) return code === GRPC_UNAVAILABLE || code === GRPC_DEADLINE_EXCEEDED;
  switch (type) {
    case ErrorType.UNAVAILABLE:
    case ErrorType.DEADLINE_EXCEEDED:
    case ErrorType.NOT_LEADER:
      return true;
    case ErrorType.UNKNOWN:
      return NOT_YET.test(String((error as { message?: unknown }).message));
    default:
      return false;
  }
}

/**
 * The plain Error the client throws when no node of a cluster answers its gossip, however often it
 * asks (Client/discovery.js: `Failed to discover after ${attempts} attempts.`).
 */
export function isDiscoveryFailure(error: unknown): boolean {
  return error instanceof Error && /^Failed to discover after \d+ attempts/.test(error.message);
}
