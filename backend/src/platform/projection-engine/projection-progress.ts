import { EventEmitter } from 'node:events';
import type { DataSource } from 'typeorm';
import { comparePositions, type GlobalPosition } from '../event-store/event-store.port.js';
import { readCheckpoints } from './checkpoints.js';

/**
 * Read-your-writes: a command handler waits until the projectors its caller reads next have
 * applied its events. Runners in this process report progress at once; a runner in another
 * process is seen through the checkpoint table.
 */
export class ProjectionProgress {
  private readonly positions = new Map<string, GlobalPosition>();
  private readonly advanced = new EventEmitter().setMaxListeners(0);

  constructor(private readonly dataSource: DataSource) {}

  advance(projector: string, position: GlobalPosition): void {
    this.positions.set(projector, position);
    this.advanced.emit('advanced');
  }

  position(projector: string): GlobalPosition | undefined {
    return this.positions.get(projector);
  }

  /** Resolves true once every named projector has reached `position`, false after `timeoutMs`. */
  async waitFor(projectors: readonly string[], position: GlobalPosition, timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    const reached = (positions: ReadonlyMap<string, { position: GlobalPosition } | GlobalPosition>) =>
      projectors.every((name) => {
        const at = positions.get(name);
        const p = at && 'position' in at ? at.position : (at as GlobalPosition | undefined);
        return p !== undefined && comparePositions(p, position) >= 0;
      });
    // Runners in this process report at once; the table is for runners elsewhere, and a safety net.
    const allLocal = projectors.every((name) => this.positions.has(name));
    let lastDatabaseCheck = allLocal ? Date.now() : 0;
    for (;;) {
      if (reached(this.positions)) return true;
      if (Date.now() - lastDatabaseCheck >= (allLocal ? 500 : 50)) {
        lastDatabaseCheck = Date.now();
        if (reached(await readCheckpoints(this.dataSource.manager))) return true;
      }
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.advanced.off('advanced', done);
          resolve();
        };
        const timer = setTimeout(done, Math.min(left, 100));
        this.advanced.on('advanced', done);
      });
    }
  }
}
