import type { CurrentUser } from '../../../lib/auth';

/** The fields of GET /api/auth/user these screens read, beyond the shell's CurrentUser. */
export interface ScheduleMember extends CurrentUser {
  profileImageUrl?: string | null;
  membershipStartDate?: string | null;
  membershipEndDate?: string | null;
}

export function asScheduleMember(user: CurrentUser): ScheduleMember {
  return user as ScheduleMember;
}
