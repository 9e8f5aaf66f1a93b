import type { CurrentUserView, ProfileCompletion } from '@sadhana/rules/api';
import type { CurrentUser } from '../../lib/api/get-current-user';

export type { ProfileCompletion };

/** GET /api/auth/user as the profile reads it. Every field may be missing: read defensively. */
export type ProfileUser = CurrentUser & Partial<CurrentUserView>;
