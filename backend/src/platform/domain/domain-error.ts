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

/**
 * The base of a domain error whose kind and message never vary, so that declaring one is one line:
 * `export class NoSuchGrant extends domainError('not_found', 'That complimentary membership was not found.') {}`.
 * The subclass keeps its own name (error.name, in logs) and `instanceof`; errors that carry fields
 * (a userId, a date) or build their message from them are written out in full.
 */
export function domainError<Kind extends DomainErrorKind>(kind: Kind, message: string) {
  abstract class FixedDomainError extends DomainError {
    readonly kind = kind;

    constructor() {
      super(message);
    }
  }
  return FixedDomainError;
}
