import { domainError } from '../../../platform/domain/domain-error.js';

export class PasskeyNotVerified extends domainError(
  'invalid',
  'The passkey could not be verified. Please try again.',
) {}

export class PasskeyAlreadyRegistered extends domainError(
  'conflict',
  'This passkey is already registered.',
) {}

/** No ceremony under way in this session, or its challenge is older than the ceremony's timeout. */
export class NoPasskeyCeremony extends domainError(
  'invalid',
  'The passkey request has expired. Please try again.',
) {}
