import { Inject, Injectable, Logger } from '@nestjs/common';
import { type RecordedEvent } from '../event-store/event-store.port.js';
import { ProjectionProgress } from './projection-progress.js';
import { PROJECTORS, type Projector } from './projector.js';
import { projectorTargets } from './projector-targets.js';

/**
 * For a command whose caller reads the asynchronous views next (an admin's correction, then the
 * roster it refetches): waits, bounded, until every projector that handles its events has applied
 * them. Members' own commands do not wait: what they read next is inline.
 */
@Injectable()
export class ReadYourWrites {
  private readonly logger = new Logger('ReadYourWrites');

  constructor(
    @Inject(PROJECTORS) private readonly projectors: Projector[],
    private readonly progress: ProjectionProgress,
  ) {}

  async awaitProjections(events: readonly RecordedEvent[], timeoutMs = 5000): Promise<void> {
    // The inline ones have applied them before the command path answered (in its transaction, or
    // right after it where the log is written after commit): waiting on them is waiting for nothing.
    const waits = projectorTargets(
      this.projectors.filter((projector) => !projector.inline),
      events,
    );
    const reached = await Promise.all(
      waits.map(({ name, position }) => this.progress.waitFor([name], position, timeoutMs)),
    );
    const lagging = waits.filter((_, i) => !reached[i]).map(({ name }) => name);
    if (lagging.length > 0) {
      this.logger.warn({ message: 'projections lagging after a command', projectors: lagging });
    }
  }
}
