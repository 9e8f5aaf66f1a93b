/**
 * Aggregate state folded up to a stream version, for the streams used lately (least recently used
 * out first). The command path decides on the state it holds without reading the stream, so deciding
 * costs the same however long a session's stream grows. Stale entries are harmless: the append's
 * expected version refuses them (the transaction is then decided again on the stream as stored), and
 * a batch with nothing to append reads the newer events before answering.
 */
export class StreamStateCache<Entry> {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = 256) {}

  get(stream: string): Entry | undefined {
    const entry = this.entries.get(stream);
    if (entry) {
      this.entries.delete(stream);
      this.entries.set(stream, entry);
    }
    return entry;
  }

  set(stream: string, entry: Entry): void {
    this.entries.delete(stream);
    this.entries.set(stream, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(stream: string): void {
    this.entries.delete(stream);
  }
}
