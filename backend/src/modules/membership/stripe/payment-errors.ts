import { DomainError } from '../../../platform/domain/domain-error.js';

export class PaymentsNotConfigured extends DomainError {
  readonly kind = 'unavailable';

  constructor() {
    super('Online payment is not configured.');
  }
}

export class PaymentProviderUnavailable extends DomainError {
  readonly kind = 'unavailable';

  constructor() {
    super('The payment provider could not be reached. Please try again.');
  }
}

export class WebhookRejected extends DomainError {
  readonly kind = 'invalid';
}
