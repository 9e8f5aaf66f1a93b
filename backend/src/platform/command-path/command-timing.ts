import { DomainError } from '../domain/domain-error.js';
import type { AppMetrics, CommandOutcome } from '../metrics/app-metrics.js';

/** A command's name for the metrics: its `type` (`RegisterForSession`), or `unknown` for one without. */
function typeOf(command: unknown): string {
  const type = (command as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : 'unknown';
}

function outcomeOf(error: unknown): CommandOutcome {
  return error instanceof DomainError ? 'refused' : 'failed';
}

/**
 * Times one command from its arrival to its answer and records it by type and outcome. A command
 * made from the transaction's time (a function) is named once it has been made.
 */
export function timedCommand<Command, Result>(
  metrics: AppMetrics,
  command: Command,
  run: (command: Command) => Promise<Result>,
): Promise<Result> {
  const started = process.hrtime.bigint();
  let type = typeOf(command);
  const named =
    typeof command === 'function'
      ? (((now: Date) => {
          const made = (command as (now: Date) => unknown)(now);
          type = typeOf(made);
          return made;
        }) as Command)
      : command;
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  return run(named).then(
    (result) => {
      metrics.observeCommand(type, 'ok', seconds());
      return result;
    },
    (error: unknown) => {
      metrics.observeCommand(type, outcomeOf(error), seconds());
      throw error;
    },
  );
}
