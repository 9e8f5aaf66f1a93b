import { Command } from '@nestjs/cqrs';

export interface UserDeleted {
  message: string;
  userId: string;
  deletedAt: string;
  /** The session dates whose registrations were removed with the account. */
  removedRegistrations: string[];
}

/** An admin soft-deletes a user. */
export class DeleteUserCommand extends Command<UserDeleted> {
  constructor(
    readonly adminId: string,
    readonly userId: string,
  ) {
    super();
  }
}
