import { AccountTokenEntity } from '../accounts/account-token.entity.js';
import { UserEntity } from '../accounts/user.entity.js';
import { PracticeEntity } from '../practices/practice.entity.js';
import {
  MemberActivityEntity,
  MemberSummaryEntity,
} from '../projections/member-summary/member-summary.entity.js';
import { SessionRegistrationEntity } from '../projections/session-registration/session-registration.entity.js';

/** Listed, not globbed: add each new entity here. */
export const allEntities = [
  PracticeEntity,
  SessionRegistrationEntity,
  UserEntity,
  AccountTokenEntity,
  MemberSummaryEntity,
  MemberActivityEntity,
];
