import { Controller, UseGuards } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { AdminGuard } from '../../../platform/auth/signed-in.guard.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { SyncMemberships, type SyncResult } from './sync-memberships.js';

@Controller('api/admin')
@UseGuards(AdminGuard)
export class SyncMembershipsController {
  constructor(private readonly sync: SyncMemberships) {}

  /** Spec §7: `{ syncedCount, errorCount }`; the admin screen's toast reads both. */
  @PostAction('sync-memberships')
  run(@CurrentUser() admin: AuthenticatedUser): Promise<SyncResult> {
    return this.sync.run(admin.id);
  }
}
