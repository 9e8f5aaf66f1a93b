import {
  type GlobalPosition,
  maxPosition,
  type RecordedEvent,
  START,
} from '../event-store/event-store.port.js';
import type { Projector } from './projector.js';

/**
 * For each projector that handles some of these events, the position of the last one it handles:
 * how far it must have applied the log to show them. Not further: a projector that handles none of
 * the events after that one (a filtered subscription) may report no progress past it for a long while.
 */
export function projectorTargets(
  projectors: readonly Projector[],
  events: readonly RecordedEvent[],
): { name: string; position: GlobalPosition }[] {
  return projectors.flatMap((projector) => {
    const handled = events.filter((event) => projector.eventTypes.includes(event.type));
    if (handled.length === 0) return [];
    const position = handled.reduce<GlobalPosition>(
      (last, event) => maxPosition(last, event.position),
      START,
    );
    return [{ name: projector.name, position }];
  });
}
