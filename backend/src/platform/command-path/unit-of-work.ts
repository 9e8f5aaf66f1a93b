import type { EntityManager } from 'typeorm';
import type { Decider } from '../domain/decider.js';
import type { RecordedEvent } from '../event-store/event-store.port.js';

export interface CommandOptions {
  /** Stored with each event, e.g. who asked (`{ userId }`, `{ adminId }`). */
  readonly metadata?: Record<string, unknown>;
  /**
   * The member the command acts for, when it is the member's own request: their account is held for
   * the transaction and the command refused once it is deleted (see ActingMembers).
   */
  readonly actingMember?: string;
}

export interface CommandResult<State> {
  /** The stream's state after the command: folded history plus the new events. */
  readonly state: State;
  /** The events this command appended, as stored (empty when the decider had nothing to do). */
  readonly newEvents: readonly RecordedEvent[];
}

type AnyEvent = { type: string; data: unknown };

/**
 * One transaction of the command path. Ordinary-table writes go through `manager`; events through
 * `handleCommand`; both commit or neither does. A lost race on a stream rolls everything back and the
 * command path runs the work again, so the work must only read and write through this unit of work
 * (side effects such as mail go after it resolves).
 */
export interface UnitOfWork {
  readonly manager: EntityManager;
  /** The current time, read once per attempt from the injected Clock. */
  readonly now: Date;
  handleCommand<Command, State, Event extends AnyEvent>(
    streamId: string,
    command: Command,
    decider: Decider<Command, State, Event>,
    options?: CommandOptions,
  ): Promise<CommandResult<State>>;
}
