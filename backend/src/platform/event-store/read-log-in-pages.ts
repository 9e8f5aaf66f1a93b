import {
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type ReadLogOptions,
  type RecordedEvent,
} from './event-store.port.js';

/** EventStore.readLog through readAll: its pages up to the end of the log as readAll sees it. */
export async function* readLogInPages(
  store: Pick<EventStore, 'readAll'>,
  options: ReadLogOptions,
): AsyncGenerator<RecordedEvent[]> {
  let after: GlobalPosition = options.after;
  for (;;) {
    const page = await store.readAll({ after, limit: options.pageSize, types: options.types });
    if (page.events.length > 0) yield page.events;
    if (page.isEnd || comparePositions(page.checkpoint, after) <= 0) return;
    after = page.checkpoint;
  }
}
