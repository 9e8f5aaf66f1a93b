import { Query } from '@nestjs/cqrs';
import type { UserView } from '../../accounts/index.js';

/** The dialog's user: the account as the API shows it, with its membership. */
export type AdminUserProfile = UserView;

/** Everything the "User Profile Details" dialog shows; never a password hash or token. */
export class UserProfileQuery extends Query<AdminUserProfile> {
  constructor(readonly userId: string) {
    super();
  }
}
