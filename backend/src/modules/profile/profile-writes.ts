import type { EntityManager } from 'typeorm';
import { memberDecider } from '../../domain/accounts/member.js';
import type { UnitOfWork } from '../../platform/command-path/unit-of-work.js';
import { memberStream } from '../../platform/domain/member-stream.js';
import type { UserView, UserViews } from '../accounts/index.js';
import { AccountNotFound, UserEntity } from '../accounts/index.js';

/** The member's row, locked for the rest of the transaction; AccountNotFound once it is deleted. */
export async function lockProfileOwner(manager: EntityManager, userId: string): Promise<UserEntity> {
  const user = await manager
    .getRepository(UserEntity)
    .findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
  if (!user || user.deletedAt) throw new AccountNotFound();
  return user;
}

/** The profile as saved, in the shape of the current-user object the screen refetches. */
export async function savedProfileView(
  manager: EntityManager,
  userId: string,
  views: UserViews,
): Promise<UserView> {
  const user = await manager.getRepository(UserEntity).findOneByOrFail({ id: userId });
  return views.of(manager, user);
}

/**
 * Saves the profile changes that really change something and records MemberProfileUpdated with
 * their field names (never their values), in the unit of work's transaction.
 */
export async function saveProfileChanges(
  { manager, now, handleCommand }: UnitOfWork,
  user: UserEntity,
  changes: Record<string, unknown>,
): Promise<void> {
  const fields = changedFields(user, changes);
  if (fields.length === 0) return;
  await manager.getRepository(UserEntity).update({ id: user.id }, changes);
  await handleCommand(
    memberStream(user.id),
    { type: 'RecordProfileUpdate', data: { userId: user.id, fields, now } },
    memberDecider,
    { metadata: { userId: user.id } },
  );
}

/** The names of the fields whose values `changes` would really change (dates by instant, lists by content). */
export function changedFields(current: object, changes: Record<string, unknown>): string[] {
  const before = current as Record<string, unknown>;
  return Object.keys(changes).filter((key) => !sameValue(before[key], changes[key]));
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
  return (a ?? null) === (b ?? null);
}
