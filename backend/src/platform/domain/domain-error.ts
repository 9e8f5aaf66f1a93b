/**
 * What went wrong, in the domain's terms. The HTTP layer maps each kind to a status once
 * (conflict 409, invalid 400, not_found 404, forbidden 403, unavailable 503: a service we depend on,
 * such as the payment provider, is not configured or not answering); deciders never know about HTTP.
 */
export type DomainErrorKind = 'conflict' | 'invalid' | 'not_found' | 'forbidden' | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
