import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type GlobalPosition,
  maxPosition,
  type RecordedEvent,
  START,
} from '../event-store/event-store.port.js';
import { ProjectionProgress } from './projection-progress.js';
import { PROJECTORS, type Projector } from './projector.js';

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
    if (events.length === 0) return;
    const types = new Set(events.map((event) => event.type));
    const names = this.projectors
      .filter((projector) => projector.eventTypes.some((type) => types.has(type)))
      .map((projector) => projector.name);
    const position = events.reduce<GlobalPosition>((last, event) => maxPosition(last, event.position), START);
    if (names.length === 0) return;
    if (!(await this.progress.waitFor(names, position, timeoutMs))) {
      this.logger.warn({ message: 'projections lagging after a command', projectors: names });
    }
  }
}
