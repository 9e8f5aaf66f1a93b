import { AccountTokenEntity } from '../accounts/account-token.entity.js';
import { UserEntity } from '../accounts/user.entity.js';
import { PracticeEntity } from '../practices/practice.entity.js';

/**
 * Listed, not globbed: add each new entity here. Read models have none: their row types and
 * queries live in their folders under projections/, and their projectors write them.
 */
export const allEntities = [PracticeEntity, UserEntity, AccountTokenEntity];
