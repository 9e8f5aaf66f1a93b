import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock.js';
import type { Decider } from '../domain/decider.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import type { WritePath } from '../event-store/write-path.js';
import { AppMetrics } from '../metrics/app-metrics.js';
import { InlineProjections } from '../projection-engine/inline-projections.js';
import { ActingMembers } from './acting-members.js';
import { type AnyEvent, CommandQueues, type QueuedCommand } from './command-queue.js';
import { timedCommand } from './command-timing.js';
import type { CommandTransaction, HeldState } from './command-transaction.js';
import { CommandTransactions } from './command-transactions.js';
import { DecideAndAppend } from './decide-and-append.js';
import { StreamStateCache } from './stream-state-cache.js';
import type { CommandOptions, CommandResult, UnitOfWork } from './unit-of-work.js';

/**
 * The one write path of the app: a command is decided on its stream's state by the pure decider and
 * its events appended with the expected version, in a transaction together with any ordinary-table
 * writes it belongs to (see DecideAndAppend, CommandTransactions). How the events commit with that
 * transaction is the event store's write path: in it (PostgreSQL), or through an outbox (KurrentDB).
 */
@Injectable()
export class CommandPath implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CommandPath');
  private readonly writePath: WritePath;
  private readonly transactions: CommandTransactions;
  private readonly decisions: DecideAndAppend;
  private readonly queues: CommandQueues;

  constructor(
    /** For the handlers' reads outside a transaction. */
    readonly dataSource: DataSource,
    @Inject(EVENT_STORE) eventStore: EventStore,
    inline: InlineProjections,
    clock: Clock,
    actingMembers: ActingMembers,
    private readonly metrics: AppMetrics,
  ) {
    this.writePath = eventStore.writePath;
    const held = this.writePath.versionsFinalAtCommit ? new StreamStateCache<HeldState>(1024) : undefined;
    this.transactions = new CommandTransactions(
      dataSource,
      this.writePath,
      inline,
      held,
      clock,
      this.logger,
      {
        committed: (events) => metrics.countAppended(events),
      },
    );
    this.decisions = new DecideAndAppend(this.writePath, inline, held, actingMembers);
    this.queues = new CommandQueues((streamId, batch) =>
      this.transactions.run((tx) => this.decisions.run(tx, streamId, batch[0].decider, batch)),
    );
  }

  onApplicationBootstrap(): void {
    this.writePath.start(this.dataSource, {
      warn: (message, context) => this.logger.warn({ message, ...context }),
      error: (message, context) => this.logger.error({ message, ...context }),
    });
  }

  onApplicationShutdown(): Promise<void> {
    return this.writePath.stop();
  }

  /**
   * One command on one stream, with nothing else in its transaction. Commands that queue for the
   * same stream in this process are decided together and appended in one transaction (group
   * commit); each still gets its own answer or error.
   */
  handleCommand<Command, State, Event extends AnyEvent>(
    streamId: string,
    command: Command | ((now: Date) => Command),
    decider: Decider<Command, State, Event>,
    options: CommandOptions = {},
  ): Promise<CommandResult<State>> {
    return timedCommand(
      this.metrics,
      command,
      (named) =>
        new Promise<CommandResult<State>>((resolve, reject) => {
          this.queues.enqueue(streamId, {
            command: named,
            decider,
            options,
            resolve,
            reject,
          } as unknown as QueuedCommand);
        }),
    );
  }

  /**
   * A stream's current state, for a decision that must act outside the log before its events are
   * appended (a mail is delivered, then recorded); the recording command decides again on its own.
   */
  stateOf<State, Event extends AnyEvent>(
    streamId: string,
    decider: Pick<Decider<never, State, Event>, 'initialState' | 'evolve'>,
  ): Promise<State> {
    return this.transactions.run((tx) => this.decisions.stateOf(tx, streamId, decider));
  }

  /** Ordinary-table writes and the events that record them, committed together. */
  inTransaction<T>(work: (uow: UnitOfWork) => Promise<T>): Promise<T> {
    return this.transactions.run((tx) => work(this.unitOfWork(tx)));
  }

  private unitOfWork(tx: CommandTransaction): UnitOfWork {
    return {
      manager: tx.manager,
      now: tx.now,
      handleCommand: async <Command, State, Event extends AnyEvent>(
        streamId: string,
        command: Command,
        decider: Decider<Command, State, Event>,
        options: CommandOptions = {},
      ): Promise<CommandResult<State>> =>
        timedCommand(this.metrics, command, async (named) => {
          const [outcome] = await this.decisions.run(
            tx,
            streamId,
            decider as Decider<unknown, State, Event>,
            [{ command: named, options }],
          );
          if ('error' in outcome) throw outcome.error;
          return outcome.result;
        }),
    };
  }
}
