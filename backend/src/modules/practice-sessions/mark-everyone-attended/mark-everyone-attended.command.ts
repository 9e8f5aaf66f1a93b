import { Command } from '@nestjs/cqrs';

export interface EveryoneMarkedAttended {
  date: string;
  /** How many registrations got the attended status (those with a status keep theirs). */
  marked: number;
}

/** An admin records everyone registered for a session, and without a status yet, as attended. */
export class MarkEveryoneAttendedCommand extends Command<EveryoneMarkedAttended> {
  constructor(
    readonly adminId: string,
    readonly date: string,
  ) {
    super();
  }
}
