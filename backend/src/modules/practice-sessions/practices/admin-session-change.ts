import { Injectable } from '@nestjs/common';
import { practiceSessionStream } from '../../../domain/practice-sessions/practice-session.events.js';
import {
  type PracticeSession,
  type PracticeSessionCommand,
  practiceSessionDecider,
  type SessionPlaces,
} from '../../../domain/practice-sessions/practice-session.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import type { DomainError } from '../../../platform/domain/domain-error.js';
import type { SessionDate } from '../../../platform/domain/eastern-time.js';
import { ReadYourWrites } from '../../../platform/projection-engine/read-your-writes.js';
import { PracticeSchedule } from './practice-schedule.js';

/**
 * An admin's change to one date's session (its capacity, its cancellation): the date's places read,
 * the command decided on the session's stream (serialised with its registrations), answered once
 * the admin's views show it.
 */
@Injectable()
export class AdminSessionChange {
  constructor(
    private readonly commands: CommandPath,
    private readonly schedule: PracticeSchedule,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async run(
    date: SessionDate,
    adminId: string,
    command: (places: SessionPlaces, now: Date) => PracticeSessionCommand,
    noSession: (date: SessionDate) => DomainError,
  ): Promise<{ state: PracticeSession; places: SessionPlaces }> {
    const places = await this.schedule.placesOn(date);
    if (!places) throw noSession(date);
    const { state, newEvents } = await this.commands.handleCommand(
      practiceSessionStream(date),
      (now) => command(places, now),
      practiceSessionDecider,
      { metadata: { adminId } },
    );
    await this.readYourWrites.awaitProjections(newEvents);
    return { state, places };
  }
}
