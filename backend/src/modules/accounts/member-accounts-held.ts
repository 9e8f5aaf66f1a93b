import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ActingMembers } from '../../platform/command-path/acting-members.js';
import { AccountNotFound } from './account-errors.js';

/**
 * The command path's ActingMembers port over the users table: a shared lock on the member's row,
 * which the soft delete takes for update, and a refusal once the account is deleted.
 */
@Injectable()
export class MemberAccountsHeld extends ActingMembers {
  async hold(manager: EntityManager, memberId: string): Promise<void> {
    const rows: { deletedAt: Date | null }[] = await manager.query(
      'SELECT deleted_at AS "deletedAt" FROM users WHERE id = $1 FOR SHARE',
      [memberId],
    );
    if (rows.length === 0 || rows[0].deletedAt) throw new AccountNotFound();
  }
}
