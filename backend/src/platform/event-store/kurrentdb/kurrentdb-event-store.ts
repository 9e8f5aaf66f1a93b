/**
 * EventStore adapter on KurrentDB (formerly EventStoreDB) through @kurrent/kurrentdb-client 1.3.x.
 *
 * Mapping of the port:
 * - append → `appendToStream(stream, events, { streamState })`. Our event ids are the KurrentDB
 *   event ids, which the server uses for idempotency: re-sending the same events with the same
 *   expected version stores nothing and succeeds. Limits (unlike the PostgreSQL adapter, whose
 *   event_id is globally unique): the server only recognises a repeat within the same stream, and
 *   with `any` only while the ids are in its idempotency cache.
 * - the schema version travels in the event metadata under `$schemaVersion` next to our metadata,
 *   and is removed from the metadata on read; the upcasters are applied on every read.
 * - positions are the log's (commit, prepare) pair, which the client also uses.
 * - readAll / subscribe / headPosition read `$all` filtered on the server by event type (exact
 *   types as an anchored regex, or the store's namespace as a prefix); system events (`$...`) are
 *   never returned. readAll's checkpoint at the end of the log is the newest record of `$all` of
 *   any type, read before the page (see pageFromRead), so filtered readers advance to the head.
 * - a `namespace` keeps several apps (or test runs) apart on one server: it prefixes every stream
 *   name and event type written, is stripped on read, and $all reads see only its own events.
 * - the write path is the outbox (see OutboxWritePath): KurrentDB cannot take part in a PostgreSQL
 *   transaction. Calls that cannot reach the server, or find no leader, fail with
 *   EventStoreUnavailable (see isUnavailable).
 * - on a cluster, appends and the stream reads a decision rests on require the leader (ON_LEADER);
 *   a client stuck on a node that is gone is replaced (see KurrentDbClients).
 */
import {
  type AllStreamResolvedEvent,
  BACKWARDS,
  END,
  ErrorType,
  type Filter,
  KurrentDBClient,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import type * as Port from '../event-store.port.js';
import { EventStoreUnavailable, START, WrongExpectedVersion } from '../event-store.port.js';
import { OutboxWritePath } from '../outbox/outbox-write-path.js';
import { readLogInPages } from '../read-log-in-pages.js';
import { UpcasterChain } from '../upcasters.js';
import { KurrentDbClients } from './kurrentdb-clients.js';
import {
  type ClientRecordedEvent,
  isUnavailable,
  matchesSelection,
  pageFromRead,
  requirePosition,
  satisfiesExpectedVersion,
  selectTypes,
  type TypeSelection,
  toActualVersion,
  toClientFilter,
  toEventData,
  toGlobalPosition,
  toReadPosition,
  toRecordedEvent,
  toStreamState,
} from './kurrentdb-mapping.js';
import { pumpSubscription, type SubscriptionSource } from './kurrentdb-subscription.js';

export interface KurrentDbEventStoreOptions {
  /** e.g. `kurrentdb://localhost:2113?tls=false`. Give this or `client`. */
  readonly connectionString?: string;
  /** A client owned by the caller: close() leaves it open. */
  readonly client?: KurrentDBClient;
  readonly upcasters?: UpcasterChain;
  /**
   * Prefixed to every stream name and event type written and stripped on read; $all reads see only
   * this namespace. Keeps apps (or test runs) that share a server apart. None by default.
   */
  readonly namespace?: string;
}

const DEFAULT_BATCH_SIZE = 100;

/**
 * The `requires-leader` header, on appends and on the stream reads that decisions rest on. The Node
 * client sends it only when asked per call (the .NET and Java clients send it for nodePreference=leader).
 * Without it, a client that lands on a follower (the gossip names no leader during an election, and the
 * client then picks any live node) has its append forwarded to the leader that follower knew, the dead
 * one, and waits the follower's forwarding timeout, PrepareTimeoutMs + CommitTimeoutMs + 300 ms = 4.3 s
 * by default, for a timeout: the 5 s pause after a leader is lost. With it, the follower refuses at once
 * (not leader, naming the leader; or not ready, during the election), the client reconnects, and the
 * write path tries again. A follower's reads may also trail the leader's log, and a decision must not.
 */
const ON_LEADER = { requiresLeader: true } as const;

/** A subscription's end when its client was replaced as stuck: it opens again on the new one. */
class ClientReplaced extends Error {
  constructor() {
    super('The KurrentDB client was replaced: its node stopped answering');
  }
}

/** A call that answers in milliseconds: unanswered for seconds, its node is frozen (see KurrentDbClients.run). */
const QUICK = { quick: true } as const;

export class KurrentDbEventStore implements Port.EventStore {
  readonly writePath = new OutboxWritePath(this);
  private readonly clients: KurrentDbClients;
  private readonly upcasters: UpcasterChain;
  private readonly namespace: Namespace;
  private readonly subscriptions = new Set<Port.Subscription>();

  constructor(options: KurrentDbEventStoreOptions | KurrentDBClient) {
    const settings: KurrentDbEventStoreOptions =
      options instanceof KurrentDBClient ? { client: options } : options;
    const { client, connectionString } = settings;
    if (client) {
      // The caller's: used as it is, never replaced nor disposed of here.
      this.clients = new KurrentDbClients(client);
    } else if (connectionString) {
      // Client.connectionString(connectionString: string): Client (dist/Client/index.d.ts).
      const connect = () => KurrentDBClient.connectionString(connectionString);
      this.clients = new KurrentDbClients(connect(), connect);
    } else {
      throw new Error('KurrentDbEventStore needs a connectionString or a client');
    }
    this.upcasters = settings.upcasters ?? new UpcasterChain();
    this.namespace = new Namespace(settings.namespace ?? '');
  }

  async append(
    streamId: string,
    events: readonly Port.NewEvent[],
    expectedVersion: Port.ExpectedVersion,
  ): Promise<Port.AppendResult> {
    if (events.length === 0) return this.appendNothing(streamId, expectedVersion);
    const stored = this.namespace.stored(streamId);
    let result: Awaited<ReturnType<KurrentDBClient['appendToStream']>>;
    try {
      // Tried again when unanswered: an append is idempotent by its events' ids and expected version.
      result = await this.clients.run(
        (client) =>
          client.appendToStream(
            stored,
            events.map((e) => this.toEventData(e)),
            { ...ON_LEADER, streamState: toStreamState(expectedVersion) },
          ),
        QUICK,
      );
    } catch (error) {
      if (isWrongExpectedVersionError(error)) {
        throw new WrongExpectedVersion(streamId, expectedVersion, toActualVersion(error.actualState));
      }
      throw unavailableOr(error);
    }
    // With `throwOnAppendFailure=false` in the connection string the client resolves
    // { success: false } instead of throwing, and its nextExpectedRevision is then unreliable.
    if (!result.success) {
      throw new WrongExpectedVersion(streamId, expectedVersion, await this.currentVersion(streamId));
    }
    // AppendResult.position is optional in the client's types (no position on some idempotent repeats).
    const position =
      result.position && result.position.commit >= 0n
        ? toGlobalPosition(result.position)
        : await this.positionOfRevision(streamId, result.nextExpectedRevision);
    return { nextExpectedVersion: result.nextExpectedRevision, position };
  }

  async readStream(streamId: string, options: Port.ReadStreamOptions = {}): Promise<Port.RecordedEvent[]> {
    // fromRevision is inclusive; `after` is not.
    const from =
      options.after !== undefined && options.after >= 0n ? { fromRevision: options.after + 1n } : {};
    try {
      return await this.clients.run(async (client) => {
        const events: Port.RecordedEvent[] = [];
        for await (const resolved of client.readStream(this.namespace.stored(streamId), {
          ...ON_LEADER,
          ...from,
        })) {
          const event = resolved.event;
          // Stream reads do not resolve links; positions are returned by servers since 22.6.
          if (event)
            events.push(this.toRecorded(event, event.position ? toGlobalPosition(event.position) : START));
        }
        return events;
      }, QUICK);
    } catch (error) {
      if (isStreamAbsentError(error)) return [];
      throw unavailableOr(error);
    }
  }

  async readAll(options: Port.ReadAllOptions): Promise<Port.ReadAllResult> {
    try {
      return await this.readAllPage(options);
    } catch (error) {
      throw unavailableOr(error);
    }
  }

  /** readAll pages until the end of the log as it was when it started (no faster way on KurrentDB). */
  readLog(options: Port.ReadLogOptions): AsyncIterable<Port.RecordedEvent[]> {
    return readLogInPages(this, options);
  }

  private async readAllPage(options: Port.ReadAllOptions): Promise<Port.ReadAllResult> {
    const { after } = options;
    const limit = Math.floor(options.limit);
    if (!(limit >= 1)) throw new RangeError(`readAll limit must be at least 1, got ${options.limit}`);
    const selection = this.selection(options.types);
    const filter = toClientFilter(selection);
    const headBeforeRead = await this.lastPositionInAll(undefined);
    if (!filter) {
      return pageFromRead([], { after, limit, requested: 1, headBeforeRead }, () => false);
    }
    const requested = limit + 1;
    const read = await this.clients.run(async (client) => {
      const events: Port.RecordedEvent[] = [];
      for await (const resolved of client.readAll({
        fromPosition: toReadPosition(after),
        maxCount: requested,
        filter,
      })) {
        const event = resolved.event;
        if (event) events.push(this.toRecorded(event, requirePosition(event)));
      }
      return events;
    });
    return pageFromRead(read, { after, limit, requested, headBeforeRead }, (type) =>
      matchesSelection(selection, this.namespace.stored(type)),
    );
  }

  subscribe(options: Port.SubscribeOptions, handler: Port.BatchHandler): Port.Subscription {
    const selection = this.selection(options.types);
    const batchSize = Math.max(1, Math.floor(options.batchSize ?? DEFAULT_BATCH_SIZE));
    const subscription = pumpSubscription({
      // subscribeToAll(options?: SubscribeToAllOptions, readableOptions?: ReadableOptions): AllStreamSubscription
      open: (after, checkpointReached): SubscriptionSource | undefined => {
        const filter = toClientFilter(selection, checkpointReached);
        if (!filter) return undefined;
        // Its client is kept until the pump lets this source go (it always unsubscribes).
        const { client, release } = this.clients.lease();
        try {
          const source = client.subscribeToAll(
            { fromPosition: toReadPosition(after), filter },
            { highWaterMark: batchSize },
          );
          // Its client replaced as stuck (a frozen node), it moves to the new one from its last event.
          const unwatch = this.clients.onReplaced(client, () => source.destroy(new ClientReplaced()));
          return {
            read: () => source.read(),
            on: (event, listener) => source.on(event, listener),
            destroy: () => source.destroy(),
            unsubscribe: () =>
              source.unsubscribe().finally(() => {
                unwatch();
                release();
              }),
          };
        } catch (error) {
          release();
          throw error;
        }
      },
      after: options.after,
      batchSize,
      handler,
      convert: (item) => {
        const event = (item as AllStreamResolvedEvent).event;
        if (!event || !matchesSelection(selection, event.type)) return undefined;
        return this.toRecorded(event, requirePosition(event));
      },
      describeFailure: unavailableOr,
      // A lost node (a leader killed): the client's channel finds the cluster again; carry on from
      // the last event, rather than fail and have the projection runner start over a second later.
      resumable: isUnavailable,
      moved: (error) => error instanceof ClientReplaced,
    });
    this.subscriptions.add(subscription);
    const forget = () => this.subscriptions.delete(subscription);
    subscription.done.then(forget, forget);
    return subscription;
  }

  async headPosition(): Promise<Port.GlobalPosition> {
    const filter = toClientFilter(this.selection(undefined));
    if (!filter) return START;
    try {
      return (await this.lastPositionInAll(filter)) ?? START;
    } catch (error) {
      throw unavailableOr(error);
    }
  }

  async ping(): Promise<void> {
    try {
      await this.lastPositionInAll(undefined);
    } catch (error) {
      throw unavailableOr(error);
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    await this.clients.close();
  }

  /** Which stored types a read of these types (all when undefined) asks the server for. */
  private selection(types: readonly string[] | undefined): TypeSelection {
    const { prefix } = this.namespace;
    return selectTypes(
      types?.map((type) => this.namespace.stored(type)),
      prefix === '' ? undefined : [prefix],
    );
  }

  private toEventData(event: Port.NewEvent) {
    return toEventData({ ...event, type: this.namespace.stored(event.type) });
  }

  private toRecorded(event: ClientRecordedEvent, position: Port.GlobalPosition): Port.RecordedEvent {
    const local = {
      ...event,
      streamId: this.namespace.local(event.streamId),
      type: this.namespace.local(event.type),
    };
    return toRecordedEvent(local, this.upcasters, position);
  }

  /** The newest record of `$all` (matching `filter` when given): one event read backwards from END. */
  private lastPositionInAll(filter: Filter | undefined): Promise<Port.GlobalPosition | undefined> {
    // Unfiltered, the newest record is the first read (quick); filtered, the search may go far back.
    return this.clients.run(
      async (client) => {
        for await (const resolved of client.readAll({
          direction: BACKWARDS,
          fromPosition: END,
          maxCount: 1,
          ...(filter ? { filter } : {}),
        })) {
          const record = resolved.event ?? resolved.link;
          if (record) return requirePosition(record);
        }
        return undefined;
      },
      filter ? {} : QUICK,
    );
  }

  private async lastEventOfStream(streamId: string) {
    try {
      return await this.clients.run(async (client) => {
        for await (const resolved of client.readStream(this.namespace.stored(streamId), {
          ...ON_LEADER,
          direction: BACKWARDS,
          fromRevision: END,
          maxCount: 1,
        })) {
          if (resolved.event) return resolved.event;
        }
        return undefined;
      }, QUICK);
    } catch (error) {
      if (isStreamAbsentError(error)) return undefined;
      throw unavailableOr(error);
    }
  }

  /** An empty append writes nothing: check the expectation against the stream and report where it is. */
  private async appendNothing(
    streamId: string,
    expectedVersion: Port.ExpectedVersion,
  ): Promise<Port.AppendResult> {
    const last = await this.lastEventOfStream(streamId);
    const actual = last?.revision ?? 'no_stream';
    if (!satisfiesExpectedVersion(expectedVersion, actual)) {
      throw new WrongExpectedVersion(streamId, expectedVersion, actual);
    }
    return {
      nextExpectedVersion: last?.revision ?? -1n,
      position: last?.position ? toGlobalPosition(last.position) : START,
    };
  }

  private async currentVersion(streamId: string): Promise<bigint | 'no_stream'> {
    return (await this.lastEventOfStream(streamId))?.revision ?? 'no_stream';
  }

  private async positionOfRevision(streamId: string, revision: bigint): Promise<Port.GlobalPosition> {
    if (revision < 0n) return START;
    const stored = this.namespace.stored(streamId);
    const position = await this.clients
      .run(async (client) => {
        for await (const resolved of client.readStream(stored, {
          ...ON_LEADER,
          fromRevision: revision,
          maxCount: 1,
        })) {
          if (resolved.event?.position) return toGlobalPosition(resolved.event.position);
        }
        return undefined;
      }, QUICK)
      .catch((error: unknown) => {
        throw unavailableOr(error);
      });
    if (!position) throw new Error(`No log position for ${streamId}@${revision}`);
    return position;
  }
}

function isWrongExpectedVersionError(error: unknown): error is WrongExpectedVersionError {
  return (
    error instanceof WrongExpectedVersionError ||
    (error instanceof Error && (error as { type?: unknown }).type === ErrorType.WRONG_EXPECTED_VERSION)
  );
}

/** The port's EventStoreUnavailable for what isUnavailable recognises; other errors as they are. */
function unavailableOr(error: unknown): unknown {
  return isUnavailable(error) ? new EventStoreUnavailable(error) : error;
}

/** Stream names and event types of one namespace: prefixed when written, stripped when read. */
class Namespace {
  constructor(readonly prefix: string) {}

  stored(name: string): string {
    return this.prefix + name;
  }

  local(name: string): string {
    return name.startsWith(this.prefix) ? name.slice(this.prefix.length) : name;
  }
}

/** readStream of a stream that never existed throws StreamNotFoundError; a deleted one StreamDeletedError. */
function isStreamAbsentError(error: unknown): boolean {
  return error instanceof StreamNotFoundError || error instanceof StreamDeletedError;
}
