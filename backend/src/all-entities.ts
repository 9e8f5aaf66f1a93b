import {
  AccountTokenEntity,
  PasskeyEntity,
  RecoveryCodeEntity,
  TotpAuthenticatorEntity,
  UserEntity,
} from './modules/accounts/index.js';
import { PracticeEntity } from './modules/practice-sessions/index.js';

/**
 * The ordinary tables' entities, each from its context. Listed, not globbed: add each new entity
 * here. Read models have none: their row types and queries live beside their projectors.
 */
export const allEntities = [
  PracticeEntity,
  UserEntity,
  AccountTokenEntity,
  PasskeyEntity,
  TotpAuthenticatorEntity,
  RecoveryCodeEntity,
];
