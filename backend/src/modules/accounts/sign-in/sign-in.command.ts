import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '../user.entity.js';

/** The account, or null when the credentials do not open one (the guard answers 401). */
export class SignInCommand extends Command<UserEntity | null> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
