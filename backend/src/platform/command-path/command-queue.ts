import type { Decider } from '../domain/decider.js';
import type { CommandOptions, CommandResult } from './unit-of-work.js';

export type AnyEvent = { type: string; data: unknown };

/** A command's answer, or its own error: in a batch, a command the decider refuses fails alone. */
export type Outcome<State> = { result: CommandResult<State> } | { error: unknown };

export interface QueuedCommand {
  readonly command: unknown;
  readonly decider: Decider<unknown, unknown, AnyEvent>;
  readonly options: CommandOptions;
  resolve(result: CommandResult<unknown>): void;
  reject(error: unknown): void;
}

/** Decides and appends a batch of one stream's commands in one transaction, an outcome per command. */
export type RunBatch = (streamId: string, batch: readonly QueuedCommand[]) => Promise<Outcome<unknown>[]>;

/**
 * Commands waiting for their stream, per stream (group commit). The first command for a stream
 * starts draining its queue; those arriving meanwhile join the next batch, which is decided in turn
 * on the evolving state and appended in one transaction. A busy stream then costs one round of
 * reads and writes per batch instead of per command, and each command still gets its own answer.
 */
export class CommandQueues {
  /** Present while the stream's queue is drained. */
  private readonly queues = new Map<string, QueuedCommand[]>();

  constructor(private readonly runBatch: RunBatch) {}

  enqueue(streamId: string, request: QueuedCommand): void {
    const queue = this.queues.get(streamId);
    if (queue) {
      queue.push(request);
      return;
    }
    this.queues.set(streamId, [request]);
    void this.drain(streamId);
  }

  private async drain(streamId: string): Promise<void> {
    const queue = this.queues.get(streamId) as QueuedCommand[];
    for (;;) {
      const batch = takeBatch(queue);
      if (batch.length === 0) {
        this.queues.delete(streamId);
        return;
      }
      try {
        const outcomes = await this.runBatch(streamId, batch);
        for (const [i, outcome] of outcomes.entries()) {
          if ('error' in outcome) batch[i].reject(outcome.error);
          else batch[i].resolve(outcome.result);
        }
      } catch (error) {
        for (const request of batch) request.reject(error);
      }
    }
  }
}

/** The longest run at the head of the queue that shares one decider (a stream has one in practice). */
function takeBatch(queue: QueuedCommand[], most = 64): QueuedCommand[] {
  let end = 0;
  while (end < queue.length && end < most && queue[end].decider === queue[0].decider) end++;
  return queue.splice(0, end);
}
