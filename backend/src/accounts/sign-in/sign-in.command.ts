import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '../user.entity.js';

export class SignInCommand extends Command<UserEntity> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
