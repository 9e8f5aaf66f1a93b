interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters kept in a Map used as an LRU: each hit moves its key to the end, and past
 * `maxEntries` the least recently hit key is forgotten. Memory is bounded whatever the traffic (every
 * new email or client address makes a key); forgetting a key only ever lets its next attempt through
 * as a first one, and the keys a busy attacker keeps hitting are the last to go.
 */
export class WindowCounters {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.windows.size;
  }

  /** Counts one attempt under `key` and returns its window. */
  hit(key: string, now: number, windowMs: number): Readonly<Window> {
    this.sweep(now);
    let window = this.windows.get(key);
    if (window) this.windows.delete(key);
    if (!window || window.resetAt <= now) window = { count: 0, resetAt: now + windowMs };
    window.count++;
    this.windows.set(key, window);
    if (this.windows.size > this.maxEntries) {
      const oldest = this.windows.keys().next().value as string;
      this.windows.delete(oldest);
    }
    return window;
  }

  /** The count of `key`'s current window, without counting anything; undefined when it has none. */
  peek(key: string, now: number): number | undefined {
    return this.peekWindow(key, now)?.count;
  }

  /** The window of `key` as it stands (count and end), without counting: undefined when none is running. */
  peekWindow(key: string, now: number): Readonly<Window> | undefined {
    const window = this.windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  }

  /** Once a minute, expired windows go (most of them, long before the cap is reached). */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
