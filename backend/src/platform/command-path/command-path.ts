import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../clock/clock.js';
import type { Decider } from '../domain/decider.js';
import {
  EVENT_STORE,
  type EventStore,
  type GlobalPosition,
  type NewEvent,
  type RecordedEvent,
  WrongExpectedVersion,
} from '../event-store/event-store.port.js';
import {
  AppendRace,
  PostgresEventStore,
  type Queryable,
} from '../event-store/postgres/postgres-event-store.js';
import { InlineProjections } from '../projection-engine/inline-projections.js';
import { ProjectionProgress } from '../projection-engine/projection-progress.js';
import { CommandRetriesExhausted } from './command-errors.js';
import { EventOutbox } from './event-outbox.js';
import { StreamStateCache } from './stream-state-cache.js';
import type { CommandOptions, CommandResult, UnitOfWork } from './unit-of-work.js';

const MAX_ATTEMPTS = 8;

type AnyEvent = { type: string; data: unknown };
/** A stream's folded state, and the decider that folded it: several deciders read the member stream. */
type CachedState = { state: unknown; version: bigint; folder: unknown };
type Outcome<State> = { result: CommandResult<State> } | { error: unknown };

interface QueuedCommand {
  readonly command: unknown;
  readonly decider: Decider<unknown, unknown, AnyEvent>;
  readonly options: CommandOptions;
  resolve(result: CommandResult<unknown>): void;
  reject(error: unknown): void;
}

interface TransactionContext {
  readonly touched: Set<string>;
  readonly committed: Array<{ streamId: string; entry: CachedState }>;
  readonly appended: RecordedEvent[];
  readonly connection: Queryable;
}

/** The longest run at the head of the queue that shares one decider (a stream has one in practice). */
function takeBatch(queue: QueuedCommand[], most = 64): QueuedCommand[] {
  let end = 0;
  while (end < queue.length && end < most && queue[end].decider === queue[0].decider) end++;
  return queue.splice(0, end);
}

/**
 * The one write path (as Emmett's CommandHandler): read the stream — or the state this process holds
 * for it and only the events after its version — fold with `evolve`, `decide`, append with the
 * expected version, and on a version conflict run the whole transaction again (bounded).
 *
 * With the PostgreSQL event store the events are appended inside the caller's transaction, together
 * with its ordinary-table writes, and the inline projections are applied in it too, so the answer
 * already shows them. With another event store (KurrentDB) the events go to an outbox table in that
 * same transaction; the outbox relay appends them, and the answer waits (bounded) for the relay and
 * for the inline projections, which run asynchronously there.
 */
@Injectable()
export class CommandPath {
  private readonly logger = new Logger('CommandPath');
  /** Commands waiting for their stream, per stream; present while the stream's queue is drained. */
  private readonly queues = new Map<string, QueuedCommand[]>();
  private readonly transactions = new WeakMap<UnitOfWork, TransactionContext>();
  private readonly states = new StreamStateCache<unknown>(1024);
  private readonly postgres?: PostgresEventStore;

  constructor(
    readonly dataSource: DataSource,
    @Inject(EVENT_STORE) eventStore: EventStore,
    private readonly inline: InlineProjections,
    private readonly progress: ProjectionProgress,
    private readonly clock: Clock,
    private readonly outbox: EventOutbox,
  ) {
    if (eventStore instanceof PostgresEventStore && !outbox.active) this.postgres = eventStore;
  }

  /**
   * One command on one stream, with nothing else in its transaction. Commands that queue for the
   * same stream in this process are decided together, one after another on the evolving state, and
   * appended in one transaction (a group commit): a busy session's stream costs one round of reads
   * and writes per batch instead of per request. Each command still gets its own answer or error.
   */
  handleCommand<Command, State, Event extends AnyEvent>(
    streamId: string,
    command: Command | ((now: Date) => Command),
    decider: Decider<Command, State, Event>,
    options: CommandOptions = {},
  ): Promise<CommandResult<State>> {
    return new Promise((resolve, reject) => {
      const request = { command, decider, options, resolve, reject } as unknown as QueuedCommand;
      const queue = this.queues.get(streamId);
      if (queue) {
        queue.push(request);
        return;
      }
      this.queues.set(streamId, [request]);
      void this.drain(streamId);
    });
  }

  /** Runs the stream's queue batch by batch until it is empty; arrivals meanwhile join the next batch. */
  private async drain(streamId: string): Promise<void> {
    const queue = this.queues.get(streamId) as QueuedCommand[];
    for (;;) {
      const batch = takeBatch(queue);
      if (batch.length === 0) {
        this.queues.delete(streamId);
        return;
      }
      try {
        const outcomes = await this.inTransaction((uow) =>
          this.decideAndAppend(uow, streamId, batch[0].decider, batch),
        );
        for (const [i, outcome] of outcomes.entries()) {
          if ('error' in outcome) batch[i].reject(outcome.error);
          else batch[i].resolve(outcome.result);
        }
      } catch (error) {
        for (const request of batch) request.reject(error);
      }
    }
  }

  /** Ordinary-table writes and the events that record them, committed together. */
  async inTransaction<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    const touched = new Set<string>();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const committed: Array<{ streamId: string; entry: CachedState }> = [];
      const appended: RecordedEvent[] = [];
      try {
        const result = await this.dataSource.transaction((manager) =>
          work(this.unitOfWork(manager, touched, committed, appended)),
        );
        for (const { streamId, entry } of committed) this.states.set(streamId, entry);
        await this.afterCommit(appended);
        return result;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion || error instanceof AppendRace)) throw error;
        // What this process held for those streams is behind: read them whole on the next attempt.
        for (const streamId of touched) this.states.delete(streamId);
        this.logger.debug?.({ message: 'stream moved on; deciding again', attempt, streams: [...touched] });
      }
    }
    throw new CommandRetriesExhausted([...touched]);
  }

  private unitOfWork(
    manager: EntityManager,
    touched: Set<string>,
    committed: Array<{ streamId: string; entry: CachedState }>,
    appended: RecordedEvent[],
  ): UnitOfWork {
    const now = this.clock.now();
    const connection = onTransaction(manager);
    const uow: UnitOfWork = {
      manager,
      now,
      handleCommand: async <Command, State, Event extends AnyEvent>(
        streamId: string,
        command: Command,
        decider: Decider<Command, State, Event>,
        options: CommandOptions = {},
      ): Promise<CommandResult<State>> => {
        const [outcome] = await this.decideAndAppend(
          uow,
          streamId,
          decider as Decider<unknown, State, Event>,
          [{ command, options }],
        );
        if ('error' in outcome) throw outcome.error;
        return outcome.result;
      },
    };
    this.transactions.set(uow, { touched, committed, appended, connection });
    return uow;
  }

  /**
   * Decides each command in turn on the state the previous ones left, then appends all their events
   * at once with the expected version. A command the decider refuses fails alone.
   */
  private async decideAndAppend<State, Event extends AnyEvent>(
    uow: UnitOfWork,
    streamId: string,
    decider: Decider<unknown, State, Event>,
    requests: ReadonlyArray<{ command: unknown; options?: CommandOptions }>,
  ): Promise<Outcome<State>[]> {
    const { touched, committed, appended, connection } = this.transactions.get(uow) as TransactionContext;
    touched.add(streamId);
    let { state, version, checked } = await this.currentState(connection, streamId, decider, committed);
    let decided = this.decideEach(uow, decider, state, requests);
    // The state this process held is proven current by the append's expected version; with nothing
    // to append (every command refused or a no-op) the answers rest on it alone, so read what another
    // instance may have appended since, and decide again on it if there was anything.
    if (!checked && decided.toAppend.length === 0) {
      const newer = await this.readNewer(connection, streamId, version);
      if (newer.length > 0) {
        ({ state, version } = this.fold(decider, state, version, newer));
        decided = this.decideEach(uow, decider, state, requests);
      }
    }
    const { outcomes, toAppend } = decided;
    state = decided.state;
    let stored: readonly RecordedEvent[] = [];
    if (toAppend.length > 0) {
      const expected = version < 0n ? 'no_stream' : version;
      const result = this.postgres
        ? await this.postgres.appendWithin(connection, streamId, toAppend, expected)
        : await this.outbox.enqueue(connection, streamId, toAppend, expected);
      if (this.postgres) await this.inline.applyWithin(uow.manager, result.events);
      stored = result.events;
      version = result.nextExpectedVersion;
      appended.push(...stored);
    }
    committed.push({ streamId, entry: { state, version, folder: decider } });
    const byId = new Map(stored.map((event) => [event.id, event]));
    return outcomes.map((outcome) =>
      'error' in outcome
        ? { error: outcome.error }
        : {
            result: {
              state: outcome.state,
              newEvents: outcome.events.map((event) => byId.get(event.id) as RecordedEvent),
            },
          },
    );
  }

  /** Decides each command in turn on the state the previous ones left; a refused command fails alone. */
  private decideEach<State, Event extends AnyEvent>(
    uow: UnitOfWork,
    decider: Decider<unknown, State, Event>,
    initial: State,
    requests: ReadonlyArray<{ command: unknown; options?: CommandOptions }>,
  ) {
    let state = initial;
    const outcomes: Array<{ state: State; events: NewEvent[] } | { error: unknown }> = [];
    const toAppend: NewEvent[] = [];
    for (const { command, options } of requests) {
      try {
        const resolved =
          typeof command === 'function' ? (command as (now: Date) => unknown)(uow.now) : command;
        const events = decider.decide(resolved, state);
        state = events.reduce(decider.evolve, state);
        const recorded = events.map((event) => ({
          id: randomUUID(),
          type: event.type,
          data: event.data,
          metadata: options?.metadata,
        }));
        toAppend.push(...recorded);
        outcomes.push({ state, events: recorded });
      } catch (error) {
        outcomes.push({ error });
      }
    }
    return { state, outcomes, toAppend };
  }

  /**
   * The stream's state: as an earlier command of this transaction left it; or the one this process
   * holds for it, unread (`checked: false`: the append's expected version will prove it); or else
   * folded from the stream as stored.
   */
  private async currentState<State, Event extends AnyEvent>(
    connection: Queryable,
    streamId: string,
    decider: Pick<Decider<never, State, Event>, 'initialState' | 'evolve'>,
    earlier: TransactionContext['committed'],
  ): Promise<{ state: State; version: bigint; checked: boolean }> {
    // Each earlier command of this transaction read the stream or appended to it: its state is current.
    const mine = earlier.findLast((entry) => entry.streamId === streamId)?.entry;
    if (mine?.folder === decider) return { state: mine.state as State, version: mine.version, checked: true };
    // The outbox path reads whole streams: its stream positions are provisional until relayed.
    const held = this.postgres && !mine ? (this.states.get(streamId) as CachedState | undefined) : undefined;
    if (held?.folder === decider) {
      return { state: held.state as State, version: held.version, checked: false };
    }
    const newer = await this.readNewer(connection, streamId, -1n);
    return { ...this.fold(decider, decider.initialState(), -1n, newer), checked: true };
  }

  private readNewer(connection: Queryable, streamId: string, version: bigint): Promise<RecordedEvent[]> {
    return this.postgres
      ? this.postgres.readStreamWithin(connection, streamId, { after: version })
      : this.outbox.readStream(connection, streamId);
  }

  private fold<State, Event extends AnyEvent>(
    decider: Pick<Decider<never, State, Event>, 'evolve'>,
    initial: State,
    from: bigint,
    events: readonly RecordedEvent[],
  ): { state: State; version: bigint } {
    let state = initial;
    let version = from;
    for (const event of events) {
      state = decider.evolve(state, event as unknown as Event);
      version = event.streamPosition;
    }
    return { state, version };
  }

  /** Read-your-writes where the projections did not run in the transaction (outbox mode). */
  private async afterCommit(appended: readonly RecordedEvent[]): Promise<void> {
    if (this.postgres || appended.length === 0) return;
    const position = await this.outbox.relayNow(appended.map((event) => event.id));
    const names = this.inline.namesFor(appended.map((event) => event.type));
    if (!position || names.length === 0) return;
    if (!(await this.progress.waitFor(names, position as GlobalPosition))) {
      this.logger.warn({ message: 'inline projections lagging after a command', projectors: names });
    }
  }
}

/** The transaction's connection, in the shape the event store's `…Within` methods take. */
function onTransaction(manager: EntityManager): Queryable {
  return {
    query: async (text: string, values?: unknown[]) => ({ rows: await manager.query(text, values) }),
  } as unknown as Queryable;
}
