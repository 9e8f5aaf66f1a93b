import { Command } from '@nestjs/cqrs';

export interface RegistrationResult {
  attendanceDate: string;
  registered: boolean;
}

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
