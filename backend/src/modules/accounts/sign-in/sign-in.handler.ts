import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../sessions/password-hashing.js';
import { UserEntity } from '../user.entity.js';
import { SignInCommand } from './sign-in.command.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

/**
 * Checks email and password. Unknown email, wrong password, a Google-only account and a deleted
 * account all get the same answer (null, a 401 from the guard) after the same argon2 work.
 */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, UserEntity | null> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute({ email, password }: SignInCommand): Promise<UserEntity | null> {
    const users = this.dataSource.getRepository(UserEntity);
    const user = await users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
    const valid =
      user?.passwordHash && !user.deletedAt
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
    if (!user || !valid) return null;
    const changes: Partial<UserEntity> = { lastLoginAt: this.clock.now() };
    if (user.passwordHash && needsRehash(user.passwordHash))
      changes.passwordHash = await hashPassword(password);
    await users.update({ id: user.id }, changes);
    user.passwordHash = null;
    return Object.assign(user, { lastLoginAt: changes.lastLoginAt });
  }
}
