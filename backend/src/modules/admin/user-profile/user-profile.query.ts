import { Query } from '@nestjs/cqrs';
import type { AdminUserProfile } from './user-profile.handler.js';

/** Everything the "User Profile Details" dialog shows; never a password hash or token. */
export class UserProfileQuery extends Query<AdminUserProfile> {
  constructor(readonly userId: string) {
    super();
  }
}
