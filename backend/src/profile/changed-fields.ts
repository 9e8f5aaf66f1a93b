import type { UserEntity } from '../accounts/user.entity.js';
import type { UnitOfWork } from '../command-handling/unit-of-work.js';
import { memberStream } from '../domain/member/member.events.js';
import { memberDecider } from '../domain/member/member.js';

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
  await manager.getRepository<UserEntity>(user.constructor).update({ id: user.id }, changes);
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
