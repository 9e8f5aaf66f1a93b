import { Command } from '@nestjs/cqrs';

export interface AttendanceStatusResult {
  userId: string;
  date: string;
  status: string | null;
}

/** An admin sets (or clears, with null) a user's attendance status on a date. */
export class SetAttendanceStatusCommand extends Command<AttendanceStatusResult> {
  constructor(
    readonly adminId: string,
    readonly userId: string,
    readonly date: string,
    readonly status: string | null,
  ) {
    super();
  }
}
