import { Command } from '@nestjs/cqrs';

export interface UserRestored {
  message: string;
  userId: string;
}

/** An admin restores a soft-deleted user: they can sign in again; removed registrations stay removed. */
export class RestoreUserCommand extends Command<UserRestored> {
  constructor(
    readonly adminId: string,
    readonly userId: string,
  ) {
    super();
  }
}
