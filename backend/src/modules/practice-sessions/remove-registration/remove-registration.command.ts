import { Command } from '@nestjs/cqrs';

export interface RegistrationRemoved {
  message: string;
  userId: string;
  /** The session date whose registration was removed. */
  date: string;
}

/**
 * An admin removes the user's nearest registration on a weekday from today on, or, with `date`, the
 * registration on that date (today or later, on that weekday).
 */
export class RemoveRegistrationCommand extends Command<RegistrationRemoved> {
  constructor(
    readonly adminId: string,
    readonly userId: string,
    readonly dayOfWeek: number,
    readonly date?: string,
  ) {
    super();
  }
}
