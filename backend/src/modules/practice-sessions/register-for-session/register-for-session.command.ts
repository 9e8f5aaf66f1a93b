import { Command } from '@nestjs/cqrs';
import type { AttendanceChangeResult } from '@sadhana/rules/api';

export type RegistrationResult = AttendanceChangeResult;

/** Register the user for a session (attending) or cancel their registration (not attending). */
export class RegisterForSessionCommand extends Command<RegistrationResult> {
  constructor(
    readonly userId: string,
    readonly sessionDate: string,
    readonly attending: boolean,
  ) {
    super();
  }
}
