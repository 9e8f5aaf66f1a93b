import { DomainError, domainError } from '../../../platform/domain/domain-error.js';

export class PaymentsNotConfigured extends domainError('unavailable', 'Online payment is not configured.') {}

export class PaymentProviderUnavailable extends domainError(
  'unavailable',
  'The payment provider could not be reached. Please try again.',
) {}

export class WebhookRejected extends DomainError {
  readonly kind = 'invalid';
}
