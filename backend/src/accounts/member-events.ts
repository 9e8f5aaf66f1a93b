import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { AuthMethod } from '../domain/member/member.events.js';
import { memberStream } from '../domain/member/member.events.js';
import { decide, evolve, initialMember, type MemberCommand } from '../domain/member/member.js';
import { studioDate } from '../domain/time/eastern-time.js';
import { EVENT_STORE, type EventStore, WrongExpectedVersion } from '../event-store/event-store.port.js';
import type { UserEntity } from './user.entity.js';

const ATTEMPTS = 5;

/** Writes the member stream: read, fold, decide, append with the expected version, retry on conflict. */
@Injectable()
export class MemberEvents {
  private readonly logger = new Logger('MemberEvents');
  /** userId → the last Eastern date recorded by this instance: keeps the hot path to a map lookup. */
  private readonly lastActiveDate = new Map<string, string>();

  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  signedUp(userId: string, authMethod: AuthMethod, now = new Date()): Promise<void> {
    return this.handle({ type: 'SignUpMember', data: { userId, authMethod, now } });
  }

  /**
   * No account without its sign-up event: for an account row just created, records the event or,
   * when that fails, removes the row again and rethrows, so the caller can simply try again.
   */
  async signedUpOrRemove(
    users: Repository<UserEntity>,
    userId: string,
    authMethod: AuthMethod,
  ): Promise<void> {
    try {
      await this.signedUp(userId, authMethod);
    } catch (error) {
      await users.delete({ id: userId });
      throw error;
    }
  }

  /**
   * Called on every authenticated request; appends MemberActive only on the first of an Eastern day.
   * `knownDate` is what the caller's session remembers. Returns the date now known to be recorded.
   */
  async active(userId: string, knownDate: string | undefined, now = new Date()): Promise<string> {
    const today = studioDate(now);
    if (knownDate === today || this.lastActiveDate.get(userId) === today) return today;
    await this.handle({ type: 'RecordActivity', data: { userId, now } });
    if (this.lastActiveDate.size > 50_000) this.lastActiveDate.clear();
    this.lastActiveDate.set(userId, today);
    return today;
  }

  /** Forgets the hot-path cache (tests). */
  forgetActivityCache(): void {
    this.lastActiveDate.clear();
  }

  private async handle(command: MemberCommand): Promise<void> {
    const stream = memberStream(command.data.userId);
    for (let attempt = 1; ; attempt++) {
      const history = await this.eventStore.readStream(stream);
      const state = history.reduce(evolve, initialMember);
      const events = decide(command, state);
      if (events.length === 0) return;
      const expected = history.length === 0 ? 'no_stream' : history[history.length - 1].streamPosition;
      try {
        await this.eventStore.append(
          stream,
          events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data })),
          expected,
        );
        return;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || attempt >= ATTEMPTS) throw error;
        this.logger.debug?.({ message: 'member stream moved on, retrying', stream, attempt });
      }
    }
  }
}
