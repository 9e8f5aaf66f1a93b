import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../clock/clock.js';
import {
  type PracticeSessionEvent,
  practiceSessionStream,
} from '../../domain/practice-session/practice-session.events.js';
import {
  decide,
  evolve,
  initialPracticeSession,
  OutsideRegistrationWindow,
  type PracticeSession,
  RegistrationLocked,
} from '../../domain/practice-session/practice-session.js';
import { isSessionDate } from '../../domain/time/eastern-time.js';
import {
  EVENT_STORE,
  type EventStore,
  type GlobalPosition,
  WrongExpectedVersion,
} from '../../event-store/event-store.port.js';
import { PracticeSchedule } from '../../practices/practice-schedule.js';
import { ProjectionProgress } from '../../projection-engine/projection-progress.js';
import { sessionRegistrationProjector } from '../../projections/session-registration/session-registration.projector.js';
import { KeyedLock } from '../../shared/keyed-lock.js';
import { StreamStateCache } from '../../shared/stream-state-cache.js';
import { RegisterForSessionCommand, type RegistrationResult } from './register-for-session.command.js';

const MAX_ATTEMPTS = 8;

@CommandHandler(RegisterForSessionCommand)
export class RegisterForSessionHandler
  implements ICommandHandler<RegisterForSessionCommand, RegistrationResult>
{
  private readonly logger = new Logger('RegisterForSession');
  private readonly streams = new KeyedLock();
  private readonly states = new StreamStateCache<PracticeSession>();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly schedule: PracticeSchedule,
    private readonly progress: ProjectionProgress,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, sessionDate, attending }: RegisterForSessionCommand): Promise<RegistrationResult> {
    if (!isSessionDate(sessionDate)) throw new BadRequestException('attendanceDate is not a real date');
    const sessionStartsAt = await this.schedule.sessionStartOn(sessionDate);
    if (!sessionStartsAt) throw new ConflictException(`There is no practice session on ${sessionDate}.`);
    const stream = practiceSessionStream(sessionDate);

    // One decision at a time per session in this process; the projection wait runs outside the lock.
    const outcome = await this.streams.run(stream, () =>
      this.decideAndAppend(stream, { sessionDate, userId, sessionStartsAt, attending }),
    );
    if (outcome.position) {
      // Read-your-writes: the schedule the caller fetches next already shows this change.
      const caughtUp = await this.progress.waitFor([sessionRegistrationProjector.name], outcome.position);
      if (!caughtUp) this.logger.warn({ message: 'projection lagging after registration', stream });
    }
    return { attendanceDate: sessionDate, registered: outcome.registered };
  }

  private async decideAndAppend(
    stream: string,
    command: { sessionDate: string; userId: string; sessionStartsAt: Date; attending: boolean },
  ): Promise<{ registered: boolean; position?: GlobalPosition }> {
    const { sessionDate, userId, sessionStartsAt, attending } = command;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      // Fold only what is new since the state this process holds for the session.
      let { state, version } = this.states.get(stream) ?? { state: initialPracticeSession, version: -1n };
      for (const event of await this.eventStore.readStream(stream, { after: version })) {
        state = evolve(state, event as unknown as PracticeSessionEvent);
        version = event.streamPosition;
      }
      this.states.set(stream, { state, version });

      const events = this.decide(
        attending,
        { sessionDate, userId, sessionStartsAt, now: this.clock.now() },
        state,
      );
      if (events.length === 0) return { registered: state.registered.has(userId) };
      try {
        const appended = await this.eventStore.append(
          stream,
          events.map((event) => ({ id: randomUUID(), ...event, metadata: { userId } })),
          version < 0n ? 'no_stream' : version,
        );
        this.states.set(stream, {
          state: events.reduce(evolve, state),
          version: appended.nextExpectedVersion,
        });
        return { registered: attending, position: appended.position };
      } catch (error) {
        // Another instance wrote to this session first: read what it wrote and decide again.
        if (!(error instanceof WrongExpectedVersion)) throw error;
      }
    }
    throw new ServiceUnavailableException('This session is busy right now. Please try again.');
  }

  private decide(
    attending: boolean,
    data: Parameters<typeof decide>[0]['data'],
    state: typeof initialPracticeSession,
  ) {
    try {
      return decide({ type: attending ? 'RegisterForSession' : 'CancelRegistration', data }, state);
    } catch (error) {
      if (error instanceof RegistrationLocked || error instanceof OutsideRegistrationWindow) {
        throw new ConflictException(error.message);
      }
      throw error;
    }
  }
}
