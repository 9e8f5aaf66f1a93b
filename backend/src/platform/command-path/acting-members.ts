import type { EntityManager } from 'typeorm';
import { DomainError } from '../domain/domain-error.js';
import type { CommandRequest } from './deciding.js';

/**
 * Port: the member a command acts for, held for its transaction. The accounts context implements it
 * (bound in the composition root), so the command path knows no table of a context. Holding the
 * account (a shared row lock) orders the command against the member's deletion, which locks it for
 * update: a command that took the account first commits before the deletion reads what to clean up,
 * and one that comes after finds the account deleted and is refused.
 */
export abstract class ActingMembers {
  /** Holds the account until the transaction ends; throws a DomainError if it is gone or deleted. */
  abstract hold(manager: EntityManager, memberId: string): Promise<void>;
}

/**
 * Holds every acting member of a batch, in one order (two batches never wait on each other), and
 * answers each request's refusal, if any: a refused member's command fails alone.
 */
export async function holdActingMembers(
  members: ActingMembers,
  manager: EntityManager,
  requests: readonly CommandRequest[],
): Promise<(DomainError | undefined)[]> {
  const ids = [...new Set(requests.flatMap((request) => request.options?.actingMember ?? []))].sort();
  const refused = new Map<string, DomainError>();
  for (const id of ids) {
    try {
      await members.hold(manager, id);
    } catch (error) {
      // Only the port's own refusal: a failed query has aborted the transaction and must end it.
      if (!(error instanceof DomainError)) throw error;
      refused.set(id, error);
    }
  }
  return requests.map((request) => {
    const member = request.options?.actingMember;
    return member === undefined ? undefined : refused.get(member);
  });
}
