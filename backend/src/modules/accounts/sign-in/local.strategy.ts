import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import type { UserEntity } from '../user.entity.js';
import { SignInCommand } from './sign-in.command.js';

/**
 * Email and password sign-in (passport-local, registered as 'local'). The credential check is the
 * SignInCommand's: argon2id, the same 401 "Invalid email or password" for an unknown email, a wrong
 * password, a Google-only or a deleted account. LocalAuthGuard validates the body before this runs.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly commandBus: CommandBus) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  validate(email: string, password: string): Promise<UserEntity | null> {
    return this.commandBus.execute(new SignInCommand(email, password));
  }
}
