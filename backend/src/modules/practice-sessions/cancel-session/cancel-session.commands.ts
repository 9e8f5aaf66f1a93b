import { Command } from '@nestjs/cqrs';

export interface SessionCancellationResult {
  date: string;
  cancelled: boolean;
  /** The reason members are told; null once restored. */
  reason: string | null;
  /** How many registrants and waitlisted members the class's state concerns (each mailed on a cancellation). */
  registered: number;
  waitlisted: number;
}

/** An admin cancels one date's class, with the reason members are told. */
export class CancelSessionCommand extends Command<SessionCancellationResult> {
  constructor(
    readonly adminId: string,
    readonly date: string,
    readonly reason: string,
  ) {
    super();
  }
}

/** An admin takes a date's cancellation back: everyone is as they were. */
export class RestoreSessionCommand extends Command<SessionCancellationResult> {
  constructor(
    readonly adminId: string,
    readonly date: string,
  ) {
    super();
  }
}
