import { Command } from '@nestjs/cqrs';
import type { UserEntity } from '../user.entity.js';

export class SignUpCommand extends Command<UserEntity> {
  constructor(
    readonly firstName: string,
    readonly lastName: string,
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}
