import { DomainError } from '../../../platform/domain/domain-error.js';

export class PasskeyNotVerified extends DomainError {
  readonly kind = 'invalid';

  constructor() {
    super('The passkey could not be verified. Please try again.');
  }
}

export class PasskeyAlreadyRegistered extends DomainError {
  readonly kind = 'conflict';

  constructor() {
    super('This passkey is already registered.');
  }
}

/** No ceremony under way in this session, or its challenge is older than the ceremony's timeout. */
export class NoPasskeyCeremony extends DomainError {
  readonly kind = 'invalid';

  constructor() {
    super('The passkey request has expired. Please try again.');
  }
}
