/**
 * Aggregate state folded up to a stream version, for the streams used lately (least recently used
 * out first). A command handler reads only the events after the version it holds, so deciding costs
 * the same however long a session's stream grows. Stale entries are harmless: the newer events are
 * read before deciding, and the append's expected version still guards against any other writer.
 */
export class StreamStateCache<State> {
  private readonly entries = new Map<string, { version: bigint; state: State }>();

  constructor(private readonly capacity = 256) {}

  get(stream: string): { version: bigint; state: State } | undefined {
    const entry = this.entries.get(stream);
    if (entry) {
      this.entries.delete(stream);
      this.entries.set(stream, entry);
    }
    return entry;
  }

  set(stream: string, entry: { version: bigint; state: State }): void {
    this.entries.delete(stream);
    this.entries.set(stream, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(stream: string): void {
    this.entries.delete(stream);
  }
}
