import { randomUUID } from 'node:crypto';
import type { Decider } from '../domain/decider.js';
import type { NewEvent, RecordedEvent } from '../event-store/event-store.port.js';
import type { AnyEvent } from './command-queue.js';
import type { CommandOptions } from './unit-of-work.js';

export interface CommandRequest {
  /** The command, or a function of the transaction's time that makes it. */
  readonly command: unknown;
  readonly options?: CommandOptions;
}

export type Decided<State> =
  | { readonly state: State; readonly events: NewEvent[] }
  | { readonly error: unknown };

/**
 * Decides each command in turn on the state the previous ones left; a command the decider refuses
 * fails alone. Answers the state after them all, each command's outcome and every new event.
 */
export function decideEach<State, Event extends AnyEvent>(
  decider: Decider<unknown, State, Event>,
  initial: State,
  requests: readonly CommandRequest[],
  now: Date,
): { state: State; outcomes: Decided<State>[]; toAppend: NewEvent[] } {
  let state = initial;
  const outcomes: Decided<State>[] = [];
  const toAppend: NewEvent[] = [];
  for (const { command, options } of requests) {
    try {
      const resolved = typeof command === 'function' ? (command as (now: Date) => unknown)(now) : command;
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

/** Folds stored events into a state that stood at stream version `from`. */
export function fold<State, Event extends AnyEvent>(
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
