import { Command } from '@nestjs/cqrs';

export interface PracticeCapacityResult {
  dayOfWeek: number;
  capacity: number | null;
}

export interface SessionCapacityResult {
  date: string;
  /** The date's own capacity; null: the practice's applies. */
  capacity: number | null;
  /** What applies on the date: its own, else the practice's (null: unlimited). */
  effectiveCapacity: number | null;
  registered: number;
  waitlisted: number;
}

export class SetPracticeCapacityCommand extends Command<PracticeCapacityResult> {
  constructor(
    readonly adminId: string,
    readonly dayOfWeek: number,
    readonly capacity: number | null,
  ) {
    super();
  }
}

export class SetSessionCapacityCommand extends Command<SessionCapacityResult> {
  constructor(
    readonly adminId: string,
    readonly date: string,
    readonly capacity: number | null,
  ) {
    super();
  }
}
