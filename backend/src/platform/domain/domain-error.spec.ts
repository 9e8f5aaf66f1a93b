import { DomainError, domainError } from './domain-error.js';

class NothingHere extends domainError('not_found', 'Nothing is here.') {}

describe('domainError', () => {
  it('declares an error of a fixed kind and message that keeps its own name and class', () => {
    const error = new NothingHere();
    expect(error).toBeInstanceOf(NothingHere);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('NothingHere');
    expect(error.kind).toBe('not_found');
    expect(error.message).toBe('Nothing is here.');
    expect(String(error)).toBe('NothingHere: Nothing is here.');
  });
});
