import { Command } from '@nestjs/cqrs';

export interface RegistrationRemoved {
  message: string;
  userId: string;
  /** The session date whose registration was removed. */
  date: string;
}

/** An admin removes the user's nearest registration on a weekday, from today on. */
export class RemoveRegistrationCommand extends Command<RegistrationRemoved> {
  constructor(
    readonly adminId: string,
    readonly userId: string,
    readonly dayOfWeek: number,
  ) {
    super();
  }
}
